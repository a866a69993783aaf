import { DEMO_NICHES } from './demo-niches';
import type { DemoRepository } from './demo.repository';

/**
 * Demo niches the demo organization shares, read only, with its client: the client's pipeline
 * shows them under the shared node 'Demo Organization', with the external organization's icon.
 */
export const DEMO_SHARED_NICHES = ['meat thermometer', 'water bottle'] as const;

/** Shares the demo niches named above over the connection with the client organization. */
export async function seedSharing(
  repo: Pick<DemoRepository, 'share'>,
  share: { connectionId: number; clientId: number; by: string; nicheIds: number[] },
): Promise<void> {
  const ids = DEMO_SHARED_NICHES.map(
    (label) => share.nicheIds[DEMO_NICHES.findIndex((niche) => niche.label === label)]!,
  );
  await repo.share(share.connectionId, share.clientId, ids, share.by);
}
