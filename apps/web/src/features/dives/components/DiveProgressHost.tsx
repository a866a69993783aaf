import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { useDiveSession } from '../hooks/dive-session';
import { useDiveProgress } from '../hooks/use-dive-progress';
import type { ActiveDive } from '../lib/active-dive';
import { DiveProgressModal } from './DiveProgressModal';

/** A dive-completed link may be a full address; the app goes to its path. */
export function linkPath(link: string | undefined): string {
  if (!link) return '/';
  try {
    const url = new URL(link, window.location.origin);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
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
  useEffect(() => {
    if (!redirecting) return;
    end();
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.niches(dive.orgId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.quotasAll(dive.orgId) });
    // A Dive Again rebuilds a niche the app may hold already: its figures, lists and history.
    void queryClient.invalidateQueries({ queryKey: queryKeys.niches.all });
    router.history.push(linkPath(progress.link));
  }, [redirecting, dive.orgId, end, queryClient, router, progress.link]);

  const backToForm = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.orgs.quotasAll(dive.orgId) });
    end();
    void navigate({ to: '/', search: { openSndModal: true } });
  };

  return <DiveProgressModal opened={!redirecting} progress={progress} onBack={backToForm} />;
}
