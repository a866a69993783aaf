import { useEffect, useRef } from 'react';
import { installAutoCapture } from '../../../lib/analytics/auto-capture';
import { AnalyticsQueue } from '../../../lib/analytics/queue';
import { useCurrentOrganization } from '../../../entities/organization/use-current-organization';

/** Records the signed-in user's button clicks and select changes while the app is open. */
export function AnalyticsCapture() {
  const { organization } = useCurrentOrganization();
  const orgId = useRef<number | null>(null);
  const current = organization?.id ?? null;
  useEffect(() => {
    orgId.current = current;
  }, [current]);

  useEffect(() => {
    const queue = new AnalyticsQueue();
    const stopQueue = queue.start();
    const stopCapture = installAutoCapture({
      orgId: () => orgId.current,
      track: (event) => queue.track(event),
    });
    return () => {
      stopCapture();
      stopQueue();
    };
  }, []);
  return null;
}
