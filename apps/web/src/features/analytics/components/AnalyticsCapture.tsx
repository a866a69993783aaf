import { useEffect, useRef } from 'react';
import { useLocation } from '@tanstack/react-router';
import { TRACKED_PAGES } from '@fathom/contract';
import { installAutoCapture } from '../../../lib/analytics/auto-capture';
import { AnalyticsQueue } from '../../../lib/analytics/queue';
import { useCurrentOrganization } from '../../../entities/organization/use-current-organization';

/**
 * Records the signed-in user's button clicks and select changes while the app is open, and views
 * of the tracked pages (each under the path it is tracked as).
 */
export function AnalyticsCapture() {
  const { organization } = useCurrentOrganization();
  const orgId = useRef<number | null>(null);
  const queueRef = useRef<AnalyticsQueue | null>(null);
  const current = organization?.id ?? null;
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    orgId.current = current;
  }, [current]);

  useEffect(() => {
    const queue = new AnalyticsQueue();
    queueRef.current = queue;
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

  useEffect(() => {
    const page = TRACKED_PAGES.find((p) => p.pattern.test(pathname));
    // A page of an organization is recorded once the organization is known.
    if (!page || current === null) return;
    queueRef.current?.track({
      name: 'page_view',
      orgId: current,
      screen: page.screen,
      control: page.title,
      occurredAt: new Date().toISOString(),
    });
  }, [pathname, current]);

  return null;
}
