import { SpellingGroupsView } from '../features/keyword-lists/components/SpellingGroupsView';
import { NicheAnalysisShell } from './NicheAnalysisShell';

/** The niche's keywords grouped by spelling (spec §2 route table: Normalizer). */
export function NormalizerPage({ nicheId }: { nicheId: number }) {
  return (
    <NicheAnalysisShell nicheId={nicheId} title="Normalizer">
      {(niche) => <SpellingGroupsView niche={niche} />}
    </NicheAnalysisShell>
  );
}
