import type { NicheOverview } from '@fathom/contract';
import type { Membership } from '../../lib/identity';
import type { Niche, NichesService } from '../niches/niches.service';
import { everyList, overviewCompetitors } from './domain/overview';
import type { NichePagesRepository } from './niche-pages.repository';

export interface NichePagesDeps {
  repo: NichePagesRepository;
  niches: Pick<NichesService, 'competitors' | 'researches' | 'summary'>;
}

/** What the niche pages read beyond the niche itself: the overview and the deep dive. */
export function createNichePagesService({ repo, niches }: NichePagesDeps) {
  return {
    async overview(member: Membership, niche: Niche): Promise<NicheOverview> {
      const researchId = niche.latestResearchId;
      const [lists, competitors, researches] = await Promise.all([
        researchId === null ? Promise.resolve([]) : repo.listVolumes(researchId),
        niches.competitors(member, niche),
        niches.researches(member, niche.id),
      ]);
      const latest = researches.find((r) => r.id === researchId);
      const at = latest ? new Date(latest.createdAt) : niche.updatedAt;
      return {
        niche: niches.summary(niche),
        lists: everyList(lists),
        competitors: overviewCompetitors(competitors, at),
        researches,
      };
    },
  };
}

export type NichePagesService = ReturnType<typeof createNichePagesService>;
