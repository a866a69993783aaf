import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Json = Record<string, unknown>;

/**
 * A local stand-in for the part of Stripe's API the adapter uses (customers, invoices, invoice
 * items, finalize), answering with the JSON shapes of Stripe's API reference. It keeps every
 * request, replays the first answer for a repeated Idempotency-Key like Stripe, and can be told
 * to refuse the next finalize with a card error.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const replies = new Map<string, { status: number; body: Json }>();
  const customers = new Map<string, Json>();
  const invoices = new Map<string, Json & { lines: { data: Json[] } }>();
  let sequence = 0;
  let declineNextFinalize = false;
  const now = () => Math.floor(Date.now() / 1000);
  const id = (prefix: string) => `${prefix}_fake${(++sequence).toString().padStart(6, '0')}`;
  const error = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, ...(code && { code }) } },
  });

  function answer(method: string, path: string, p: Record<string, string>) {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        created: now(),
        name: p.name ?? null,
        email: p.email ?? null,
        metadata: metadata(p),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/invoices') {
      if (!p.customer || !customers.has(p.customer))
        return error(400, 'invalid_request_error', `No such customer: '${p.customer}'`);
      const invoice = {
        id: id('in'),
        object: 'invoice',
        customer: p.customer,
        currency: p.currency ?? 'usd',
        collection_method: p.collection_method ?? 'charge_automatically',
        auto_advance: p.auto_advance === 'true',
        description: p.description ?? null,
        metadata: metadata(p),
        status: 'draft',
        amount_due: 0,
        amount_paid: 0,
        amount_remaining: 0,
        subtotal: 0,
        total: 0,
        created: now(),
        livemode: false,
        status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
        lines: { object: 'list', data: [] as Json[], has_more: false, url: '' },
      };
      invoice.lines.url = `/v1/invoices/${invoice.id}/lines`;
      invoices.set(invoice.id, invoice);
      return { status: 200, body: invoice };
    }
    if (method === 'POST' && path === '/v1/invoiceitems') {
      const invoice = p.invoice ? invoices.get(p.invoice) : undefined;
      if (!invoice) return error(400, 'invalid_request_error', `No such invoice: '${p.invoice}'`);
      if (invoice.status !== 'draft')
        return error(400, 'invalid_request_error', 'You can only add items to a draft invoice.');
      const amount = Number(p.amount);
      const item = {
        id: id('ii'),
        object: 'invoiceitem',
        amount,
        currency: p.currency ?? 'usd',
        customer: p.customer,
        description: p.description ?? null,
        invoice: invoice.id,
        date: now(),
        livemode: false,
      };
      invoice.lines.data.push(item);
      invoice.subtotal = (invoice.subtotal as number) + amount;
      invoice.total = invoice.subtotal;
      invoice.amount_due = Math.max(0, invoice.total as number);
      return { status: 200, body: item };
    }
    const finalize = /^\/v1\/invoices\/([^/]+)\/finalize$/.exec(path);
    if (method === 'POST' && finalize) {
      const invoice = invoices.get(finalize[1]!);
      if (!invoice) return error(404, 'invalid_request_error', `No such invoice: '${finalize[1]}'`);
      if (declineNextFinalize) {
        declineNextFinalize = false;
        return error(402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      invoice.status = invoice.amount_due === 0 ? 'paid' : 'open';
      invoice.amount_remaining = invoice.amount_due;
      invoice.status_transitions = { finalized_at: now(), paid_at: null, voided_at: null };
      return { status: 200, body: invoice };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server: Server = createServer((req, res) => {
    void body(req).then((raw) => {
      const params = Object.fromEntries(new URLSearchParams(raw));
      const path = (req.url ?? '').split('?')[0]!;
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: req.method ?? '',
        path,
        params,
        idempotencyKey: key,
        authorization: req.headers.authorization,
      });
      const replay = key ? replies.get(key) : undefined;
      const reply = replay ?? answer(req.method ?? '', path, params);
      if (key && !replay && reply.status < 500) replies.set(key, reply);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_fake${sequence}`,
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    invoices,
    customers,
    declineNextFinalize: () => {
      declineNextFinalize = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function metadata(p: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(p)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
  );
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
