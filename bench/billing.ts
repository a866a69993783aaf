/**
 * Billing speed and safety: a quota check and charge as a feature does it (one statement: the
 * plan's limit read and the charge made with the usage row locked), 200 charges sent at once
 * against one quota (none may pass the limit), and the invoice preview of a prorated upgrade with
 * a promotion code. Uses PostgreSQL from
 * BENCH_DATABASE_URL when set, the embedded database otherwise (its tables are migrated there).
 * `npx tsx bench/billing.ts`; prints `name=value` lines.
 */
import { benchOrganization } from './organization';
import { percentile, round1 } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const CONCURRENT = 200;
const LIMIT = 1500;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const bench = await benchOrganization('billing', { databaseUrl });
try {
  const { billing } = bench.services;
  /** The organization on the standard plan. */
  const subscribed = async ({ orgId }: { orgId: number }) => {
    await billing.startSubscription(orgId, 'standard');
    return { orgId };
  };

  // Check and charge, one after another, on an organization far from its limit.
  const timed = await subscribed(bench);
  const charges: number[] = [];
  let refused = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const charge = await billing.charge(
      `bench:${timed.orgId}:${run}`,
      timed.orgId,
      'RANK_RADAR_KEYWORDS',
      1,
    );
    if (run >= WARMUP) charges.push(performance.now() - started);
    if (!charge.charged) refused++;
  }

  // The invoice preview of an upgrade, prorated for the rest of the period, with a code.
  const paying = await subscribed(await bench.signUp('paying'));
  await billing.plans.change(paying.orgId, {
    subscriptionTierName: 'standard',
    lineItems: [],
    recurrence: 'monthly',
    addons: [],
  });
  const previews: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    await billing.plans.preview(paying.orgId, {
      subscriptionTierName: 'enterprise',
      lineItems: [],
      recurrence: 'monthly',
      addons: [],
      promotionCode: 'WELCOME10',
    });
    if (run >= WARMUP) previews.push(performance.now() - started);
  }

  // 200 charges of 10 at once against 1,500: at most 150 may pass, and usage must stay within.
  const raced = await subscribed(await bench.signUp('raced'));
  const results = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) =>
      billing.charge(`bench:race:${raced.orgId}:${i}`, raced.orgId, 'DIVED_ASINS', 10),
    ),
  );
  const { used, limit } = await billing.quota(raced.orgId, 'DIVED_ASINS');
  const accepted = results.filter((r) => r.charged).length;
  const lines: Record<string, string | number> = {
    database: databaseUrl ? 'pg' : 'pglite',
    invoice_preview_p50_ms: round1(percentile(previews, 50)),
    invoice_preview_p95_ms: round1(percentile(previews, 95)),
    quota_charge_p50_ms: round1(percentile(charges, 50)),
    quota_charge_p95_ms: round1(percentile(charges, 95)),
    quota_charges_refused_within_limit: refused,
    quota_concurrent_charges: CONCURRENT,
    quota_charges_accepted: accepted,
    quota_overdraw: Math.max(0, used - (limit ?? LIMIT)),
    quota_usage_matches_charges: used === accepted * 10 ? 'yes' : 'no',
  };
  for (const [name, value] of Object.entries(lines)) console.log(`${name}=${value}`);
} finally {
  await bench.close();
}
