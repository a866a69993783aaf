import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceLine, PlanSelection } from '@fathom/contract';
import type { Db } from '../../db/client';
import {
  billingCustomers,
  billingEvents,
  invoiceLines,
  invoices,
  payments,
  promotionCodes,
  subscriptions,
  type HeldPlan,
} from '../../db/schema';

export interface PlanWrite {
  selection: PlanSelection;
  periodStart: Date;
  periodEnd: Date;
  coupons: string[];
  pendingChange: PlanSelection | null;
}

export interface InvoiceDraft {
  organizationId: number;
  description: string;
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  provider: string;
  status: 'paid' | 'open' | 'failed';
  createdAt: Date;
  /** The payment company's id of the invoice; none for the built-in ledger. */
  providerRef?: string;
}

/** Plans, promotion codes, invoices and payments (every SQL statement of subscription changes). */
declare const found: unique symbol;

/** An invoice read from its organization, with its lines: routes get one from `guards.invoice`. */
export type OrgInvoice = typeof invoices.$inferSelect & {
  lineItems: InvoiceLine[];
  readonly [found]: true;
};

export function createSubscriptionsRepository(db: Db) {
  async function linesOf(ids: number[]) {
    if (!ids.length) return new Map<number, InvoiceLine[]>();
    const rows = await db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, ids))
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
    const byInvoice = new Map<number, InvoiceLine[]>();
    for (const r of rows)
      byInvoice
        .set(r.invoiceId, byInvoice.get(r.invoiceId) ?? [])
        .get(r.invoiceId)!
        .push({ description: r.description, kind: r.kind, amountCents: r.amountCents });
    return byInvoice;
  }

  /** Puts the organization on a paid plan (no trial), or changes the one it has. */
  async function writePlan(organizationId: number, plan: PlanWrite) {
    const values = {
      tier: plan.selection.tier,
      levels: plan.selection.levels,
      isAnnualPayment: plan.selection.recurrence === 'yearly',
      addons: plan.selection.addons,
      coupons: plan.coupons,
      periodStart: plan.periodStart,
      periodEnd: plan.periodEnd,
      pendingChange: plan.pendingChange,
      trialEndsAt: null,
      updatedAt: new Date(),
    };
    await db
      .insert(subscriptions)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: subscriptions.organizationId, set: values });
  }

  return {
    promotion: async (code: string) => {
      const [row] = await db
        .select()
        .from(promotionCodes)
        .where(eq(sql`upper(${promotionCodes.code})`, code.toUpperCase()));
      return row ?? null;
    },

    writePlan,

    /** Keeps the plan an open invoice buys until the invoice is paid (`settleInvoice`). */
    holdPlan: async (invoiceId: number, plan: Omit<PlanWrite, 'pendingChange'>) => {
      const held: HeldPlan = {
        selection: plan.selection,
        periodStart: plan.periodStart.toISOString(),
        periodEnd: plan.periodEnd.toISOString(),
        coupons: plan.coupons,
      };
      await db.update(invoices).set({ planOnPayment: held }).where(eq(invoices.id, invoiceId));
    },

    /** Stores an invoice with its lines, and its payment when it is paid. */
    insertInvoice: async (draft: InvoiceDraft) => {
      const [invoice] = await db
        .insert(invoices)
        .values({
          organizationId: draft.organizationId,
          number: `FTH-${draft.organizationId}-${draft.createdAt.getTime().toString(36).toUpperCase()}-${Math.floor(
            Math.random() * 1296,
          )
            .toString(36)
            .toUpperCase()}`,
          provider: draft.provider,
          status: draft.status,
          description: draft.description,
          subtotalCents: draft.subtotalCents,
          discountCents: draft.discountCents,
          totalCents: draft.totalCents,
          createdAt: draft.createdAt,
          providerRef: draft.providerRef ?? null,
        })
        .returning();
      if (draft.lines.length)
        await db.insert(invoiceLines).values(
          draft.lines.map((l, position) => ({
            invoiceId: invoice!.id,
            position,
            description: l.description,
            kind: l.kind,
            amountCents: l.amountCents,
          })),
        );
      if (draft.status === 'paid')
        await db.insert(payments).values({
          invoiceId: invoice!.id,
          amountCents: draft.totalCents,
          paidAt: draft.createdAt,
        });
      return { ...invoice!, lineItems: draft.lines };
    },

    /** The organization's customer id at a payment company, or null before its first invoice. */
    customerRef: async (organizationId: number, provider: string) => {
      const [row] = await db
        .select({ ref: billingCustomers.customerRef })
        .from(billingCustomers)
        .where(
          and(
            eq(billingCustomers.organizationId, organizationId),
            eq(billingCustomers.provider, provider),
          ),
        );
      return row?.ref ?? null;
    },

    saveCustomer: async (organizationId: number, provider: string, customerRef: string) => {
      await db
        .insert(billingCustomers)
        .values({ organizationId, provider, customerRef })
        .onConflictDoNothing();
    },

    /** Records a webhook event; false when it was recorded before (a second delivery). */
    recordEvent: async (id: string, provider: string, type: string) => {
      const rows = await db
        .insert(billingEvents)
        .values({ id, provider, type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return rows.length > 0;
    },

    /**
     * Sets the status of the invoice the payment company knows as `providerRef`; a payment is
     * recorded when it becomes paid, and the plan it buys, if held, is put in force then (a failed
     * one keeps it: Stripe may collect on a later attempt). False when there is no such invoice.
     */
    settleInvoice: async (
      providerRef: string,
      status: 'paid' | 'failed',
      amountCents: number,
      at: Date,
    ) => {
      // Locked, so two notices of one invoice at once settle it once.
      const [invoice] = await db
        .select({
          id: invoices.id,
          organizationId: invoices.organizationId,
          status: invoices.status,
          held: invoices.planOnPayment,
        })
        .from(invoices)
        .where(eq(invoices.providerRef, providerRef))
        .for('update');
      if (!invoice) return false;
      if (invoice.status === 'paid') return true;
      await db
        .update(invoices)
        .set(status === 'paid' ? { status, planOnPayment: null } : { status })
        .where(eq(invoices.id, invoice.id));
      if (status === 'paid') {
        await db.insert(payments).values({ invoiceId: invoice.id, amountCents, paidAt: at });
        if (invoice.held)
          await writePlan(invoice.organizationId, {
            ...invoice.held,
            periodStart: new Date(invoice.held.periodStart),
            periodEnd: new Date(invoice.held.periodEnd),
            pendingChange: null,
          });
      }
      return true;
    },

    invoices: async (organizationId: number) => {
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.organizationId, organizationId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(200);
      const lines = await linesOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, lineItems: lines.get(r.id) ?? [] }));
    },

    invoice: async (organizationId: number, invoiceId: number): Promise<OrgInvoice | null> => {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, invoiceId)));
      if (!row) return null;
      return { ...row, lineItems: (await linesOf([row.id])).get(row.id) ?? [] } as OrgInvoice;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
