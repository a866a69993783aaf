import { NicheTrackerPanel } from '../features/niche-tracker/components/NicheTrackerPanel';
import { NicheAnalysisShell } from './NicheAnalysisShell';

/** The niche tracker page: the niche's figures over time, below the niche layout's header. */
export function NicheTrackerPage({ nicheId }: { nicheId: number }) {
  return (
    <NicheAnalysisShell nicheId={nicheId} title="Niche tracker">
      {(niche) => <NicheTrackerPanel nicheId={nicheId} marketplace={niche.marketplace} />}
    </NicheAnalysisShell>
  );
}
