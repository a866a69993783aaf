import {
  DEFAULT_COMPETITORS,
  EXTENSION_MESSAGE_TYPE,
  webRoutes,
  type NicheSummary,
} from '@fathom/contract';
import { useNavigate } from '@tanstack/react-router';
import { notifySuccess } from '../../../lib/notify';
import { writePendingTrigger } from '../../../entities/niches/pending-trigger';

export interface AutoLaunch {
  asin: string;
  competitorsCount: number;
  lockedAsins: string[];
  excludedAsins: string[];
}

/**
 * Launching a Dive Again: automatic mode leaves a pending trigger and goes to /dive-box/dive-again,
 * which starts the dive; manual mode hands the hero to the browser extension.
 */
export function useDiveAgainLaunch(orgId: number, niche: NicheSummary, onLaunched: () => void) {
  const navigate = useNavigate();

  const launchAuto = (input: AutoLaunch) => {
    writePendingTrigger({
      ready: true,
      orgId,
      marketplace: niche.marketplace,
      nicheId: niche.id,
      nicheLabel: niche.label,
      ...input,
    });
    onLaunched();
    void navigate({ to: webRoutes.diveAgain });
  };

  const launchManual = (asin: string) => {
    window.postMessage(
      {
        type: EXTENSION_MESSAGE_TYPE,
        payload: {
          marketplace: niche.marketplace,
          asin,
          competitorsCount: DEFAULT_COMPETITORS,
          previousNicheId: niche.id,
        },
      },
      window.location.origin,
    );
    notifySuccess('The Fathom extension is defining your niche');
    onLaunched();
  };

  return { launchAuto, launchManual };
}
