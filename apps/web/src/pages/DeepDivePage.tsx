import { DeepDiveView } from '../features/deep-dive/components/DeepDiveView';
import { NicheAnalysisShell } from './NicheAnalysisShell';

interface DeepDivePageProps {
  nicheId: number;
  openAsin: string | null;
  onOpen: (asin: string | null) => void;
}

/** The deep dive page: every competitor of the niche, below the niche layout's header. */
export function DeepDivePage({ nicheId, openAsin, onOpen }: DeepDivePageProps) {
  return (
    <NicheAnalysisShell nicheId={nicheId} title="Deep dive">
      {(niche) => (
        <DeepDiveView
          nicheId={nicheId}
          marketplace={niche.marketplace}
          openAsin={openAsin}
          onOpen={onOpen}
        />
      )}
    </NicheAnalysisShell>
  );
}
