import {
  channels,
  marketplaceDate,
  type MarketplaceTld,
  RESEARCH_MESSAGES,
  type Research,
} from '@fathom/contract';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { Publisher } from '../../realtime/publisher';
import { nicheMetrics } from '../niche-math/domain/niche-metrics';
import { reapplyKeywordLists } from '../keyword-lists/keyword-lists.service';
import { researchOf, type Niche, type NichesService } from '../niches/niches.service';
import type { Repositories, UnitOfWork } from '../unit-of-work';
import type { NicheRef, ResearchRef } from '../niches/niches.repository';

export interface ResearchesDeps {
  work: UnitOfWork;
  niches: Pick<NichesService, 'accessible'>;
  publisher: Pick<Publisher, 'publish'>;
}

/**
 * A niche's newest research drives it: after a change to its researches, the newest one left
 * sets the niche's figures, and its saved keyword list settings sort that research's lists, as
 * after a Dive Again (docs/metrics.md "Research management").
 */
async function follow(
  repos: Repositories,
  niche: NicheRef & { marketplace: MarketplaceTld },
): Promise<void> {
  const [newest] = await repos.researches.all(niche);
  if (newest === undefined) return;
  if (newest.id === (await repos.researches.latest(niche))) {
    await repos.researches.touch(niche);
    return;
  }
  const facts = await repos.researches.facts(newest);
  await repos.researches.setLatest(
    newest,
    nicheMetrics(
      facts.keywords,
      facts.products,
      // The dive's day in the marketplace, as the dive dated it.
      marketplaceDate(niche.marketplace, facts.createdAt),
      facts.heroAsin,
    ),
  );
  await reapplyKeywordLists(repos.keywordLists, niche.id);
}

/** Every id must be one of the niche's researches. */
function checkOwned(owned: ResearchRef[], jobIds: number[]) {
  if (jobIds.some((id) => !owned.some((r) => r.id === id))) throw notFound('Research');
}

/** Research management of a niche (spec: niche-pipeline §7 `researches` calls). */
export function createResearchesService({ work, niches, publisher }: ResearchesDeps) {
  const changed = (organizationId: number, nicheIds: number[]) =>
    Promise.all(
      nicheIds.map((nicheId) =>
        publisher.publish(channels.organization, { orgId: organizationId }, 'niche-changed', {
          nicheId,
        }),
      ),
    );

  return {
    /** Deletes researches of the niche; its last research stays. */
    async delete(member: Membership, niche: Niche, jobIds: number[]): Promise<void> {
      await work.run(async (repos) => {
        const [locked] = await repos.researches.lockManaged(member, [niche.id]);
        if (!locked) throw notFound('Niche');
        const owned = await repos.researches.all(locked);
        checkOwned(owned, jobIds);
        if (owned.length <= jobIds.length) throw conflict(RESEARCH_MESSAGES.lastResearch);
        await repos.researches.delete(locked, jobIds);
        await follow(repos, locked);
      });
      await changed(niche.organizationId, [niche.id]);
    },

    /** Moves researches to another niche of the same marketplace the member may change. */
    async move(member: Membership, niche: Niche, toNicheId: number, jobIds: number[]) {
      const [target] = await niches.accessible(member, [toNicheId]);
      if (!target) throw notFound('Niche');
      if (!target.canManage) throw forbidden("You can't manage the niche you move to");
      await work.run(async (repos) => {
        const locked = await repos.researches.lockManaged(member, [niche.id, toNicheId]);
        const from = locked.find((n) => n.id === niche.id);
        const to = locked.find((n) => n.id === toNicheId);
        if (!from || !to) throw notFound('Niche');
        if (from.marketplace !== to.marketplace) throw invalid(RESEARCH_MESSAGES.otherMarketplace);
        const owned = await repos.researches.all(from);
        checkOwned(owned, jobIds);
        if (owned.length <= jobIds.length) throw conflict(RESEARCH_MESSAGES.moveLastResearch);
        await repos.researches.move(from, to, jobIds);
        await follow(repos, from);
        await follow(repos, to);
      });
      await changed(niche.organizationId, [niche.id, toNicheId]);
    },

    /** The niche's research: the route guard of `:researchId`. */
    async resolve(niche: Niche, researchId: number): Promise<ResearchRef> {
      const research = await work.run((repos) => repos.researches.one(niche, researchId));
      if (!research) throw notFound('Research');
      return research;
    },

    async label(niche: Niche, research: ResearchRef, label: string): Promise<Research> {
      const row = await work.run((repos) => repos.researches.label(research, label));
      await changed(niche.organizationId, [niche.id]);
      return researchOf(row);
    },
  };
}

export type ResearchesService = ReturnType<typeof createResearchesService>;
