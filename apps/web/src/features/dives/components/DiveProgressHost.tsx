import { DIVE_REDIRECT_PAUSE_MS, isFinalProgress, webRoutes } from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { useDiveSession } from '../hooks/dive-session';
import { useDiveProgress } from '../hooks/use-dive-progress';
import { clearActiveDive, isDiveBoxPath, type ActiveDive } from '../lib/active-dive';
import { DiveProgressModal } from './DiveProgressModal';

/** A dive-completed link may be a full address; the app goes to its path. */
export function linkPath(link: string | undefined): string {
  if (!link) return webRoutes.home;
  try {
    const url = new URL(link, window.location.origin);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return webRoutes.home;
  }
}

/** Shows the progress of the active dive wherever the user is, and acts on its end. */
export function DiveProgressHost() {
  const { activeDive, end } = useDiveSession();
  if (!activeDive) return null;
  // One instance per dive, so a new dive never sees the end of the one before.
  return <ActiveDiveProgress key={activeDive.sndId} dive={activeDive} end={end} />;
}

function ActiveDiveProgress({ dive, end }: { dive: ActiveDive; end: () => void }) {
  const progress = useDiveProgress(dive, end);
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const redirecting = progress.step === 'REDIRECTION';
  // A failed dive's screen shows until closed, but a reload does not bring it back.
  const failed = isFinalProgress(progress) && !redirecting;
  useEffect(() => {
    if (failed) clearActiveDive();
  }, [failed]);
  useEffect(() => {
    if (!redirecting) return undefined;
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.niches(dive.orgId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.quotasAll(dive.orgId) });
    // A Dive Again rebuilds a niche the app may hold already: its figures, lists and history.
    void queryClient.invalidateQueries({ queryKey: queryKeys.niches.all });
    // "Dive Completed, Redirecting..." stays a moment, so the user sees the dive end.
    const timer = window.setTimeout(() => {
      end();
      const path = linkPath(progress.link);
      if (isDiveBoxPath(router.state.location.pathname)) router.history.replace(path);
      else router.history.push(path);
    }, DIVE_REDIRECT_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [redirecting, dive.orgId, end, queryClient, router, progress.link]);

  const dismiss = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.quotasAll(dive.orgId) });
    end();
  };

  const goBack = () => {
    dismiss();
    const replace = isDiveBoxPath(router.state.location.pathname);
    if (dive.nicheId !== undefined) {
      void navigate({
        to: webRoutes.nicheMkl,
        params: { nicheId: String(dive.nicheId) },
        search: { showDiveAgainPopup: true },
        replace,
      });
    } else {
      void navigate({ to: webRoutes.home, search: { openSndModal: true }, replace });
    }
  };

  return <DiveProgressModal opened progress={progress} onBack={goBack} onDismiss={dismiss} />;
}
