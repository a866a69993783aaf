import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { MarketplaceTld } from '@fathom/contract';
import { nicheCompetitors, nicheKeywords, nicheSpaces, niches, researches } from '../db/schema';

type KeywordSpec = Omit<typeof nicheKeywords.$inferInsert, 'researchId'>;

export interface NicheSpec {
  organizationId: number;
  label: string;
  createdBy?: string;
  /** amazon.com unless named. */
  marketplace?: MarketplaceTld;
  /** The space it is in; none unless named. */
  spaceId?: number;
  /** The niche's competitors, hero first; every research has them. */
  asins: string[];
  /** The keywords of each research, oldest first; the last is the niche's latest. */
  researches: KeywordSpec[][];
}

/** Writes a niche with dives as a finished dive would, for tests and benchmarks. */
export async function insertNiche(db: Db, spec: NicheSpec): Promise<number> {
  const [niche] = await db
    .insert(niches)
    .values({
      organizationId: spec.organizationId,
      label: spec.label,
      marketplace: spec.marketplace ?? 'com',
      heroAsin: spec.asins[0]!,
      createdBy: spec.createdBy ?? null,
      numCompetitors: spec.asins.length,
    })
    .returning({ id: niches.id });
  const nicheId = niche!.id;
  if (spec.spaceId) await db.insert(nicheSpaces).values({ nicheId, spaceId: spec.spaceId });
  let latest = 0;
  for (const keywords of spec.researches) {
    const [research] = await db
      .insert(researches)
      .values({
        nicheId,
        diveRunId: randomUUID(),
        label: spec.label,
        heroAsin: spec.asins[0]!,
        numCompetitors: spec.asins.length,
        numKeywords: keywords.length,
        numMklKeywords: keywords.filter((k) => k.list === 'mkl').length,
      })
      .returning({ id: researches.id });
    latest = research!.id;
    await db.insert(nicheCompetitors).values(
      spec.asins.map((asin, position) => ({
        researchId: latest,
        asin,
        position,
        title: `Product ${asin}`,
        brand: 'Brand',
        imageUrl: `/api/products/com/${asin}/image.svg`,
        priceCents: 1999,
        rating: 4.5,
        reviewCount: 100,
        firstListedDate: '2024-01-01',
        monthlySales: 300,
        monthlyRevenueCents: 599_700,
        strength: 0.5,
      })),
    );
    for (let i = 0; i < keywords.length; i += 500)
      await db
        .insert(nicheKeywords)
        .values(keywords.slice(i, i + 500).map((k) => ({ ...k, researchId: latest })));
  }
  await db
    .update(niches)
    .set({ latestResearchId: latest || null, numKeywords: spec.researches.at(-1)?.length ?? 0 })
    .where(eq(niches.id, nicheId));
  return nicheId;
}
