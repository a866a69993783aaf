import { marketplaceDate, orgEndpoints, type Tracker } from '@fathom/contract';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { DailySummaryModal } from './DailySummaryModal';
import { SearchVolumeHistoryModal } from './SearchVolumeHistoryModal';
import { TrackerActions } from './TrackerActions';

/** A tracker page's own tools: its daily summary, search-volume history and its actions. */
export function TrackerTools({ orgId, tracker }: { orgId: number; tracker: Tracker }) {
  const [summary, summaryModal] = useDisclosure(false);
  const [volumes, volumesModal] = useDisclosure(false);
  const manage = tracker.canManage;
  const labels = useEndpointQuery(
    orgEndpoints.listLabels,
    { params: { orgId } },
    { enabled: manage },
  );
  const members = useEndpointQuery(
    orgEndpoints.listMembers,
    { params: { orgId } },
    { enabled: manage },
  );
  return (
    <>
      <Button variant="default" onClick={summaryModal.open}>
        Daily summary
      </Button>
      <Button variant="default" onClick={volumesModal.open}>
        Search volume history
      </Button>
      {manage && (
        <TrackerActions
          orgId={orgId}
          tracker={tracker}
          labels={labels.data ?? []}
          members={members.data ?? []}
        />
      )}
      {summary && (
        <DailySummaryModal
          orgId={orgId}
          krtId={tracker.id}
          lastDay={tracker.lastCollectedDate ?? marketplaceDate(tracker.marketplace)}
          opened
          onClose={summaryModal.close}
        />
      )}
      <SearchVolumeHistoryModal
        orgId={orgId}
        krtId={tracker.id}
        opened={volumes}
        onClose={volumesModal.close}
      />
    </>
  );
}
