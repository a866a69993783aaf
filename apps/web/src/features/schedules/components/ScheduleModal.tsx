import { scheduleEndpoints, type NicheSummary } from '@fathom/contract';
import { Center, Loader, Modal } from '@mantine/core';
import { QueryError } from '../../../components/QueryError';
import { useExclusions } from '../../../entities/niches/exclusions';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { scheduleTitle } from '../lib/schedule-form';
import { ScheduleDialogs } from './ScheduleDialogs';

interface ScheduleModalProps {
  niche: NicheSummary;
  opened: boolean;
  onClose: () => void;
}

/** The Schedule AutoDive modal (480 wide): a new schedule, or the saved one to edit or cancel. */
export function ScheduleModal({ niche, opened, onClose }: ScheduleModalProps) {
  return opened ? <ScheduleLoader niche={niche} onClose={onClose} /> : null;
}

function ScheduleLoader({ niche, onClose }: Omit<ScheduleModalProps, 'opened'>) {
  const schedule = useEndpointQuery(scheduleEndpoints.schedule, { params: { nicheId: niche.id } });
  const exclusions = useExclusions(niche.id);
  const loaded =
    schedule.data !== undefined && (exclusions.data !== undefined || exclusions.isError);
  if (loaded)
    return (
      <ScheduleDialogs
        niche={niche}
        saved={schedule.data}
        storedExclusions={exclusions.data ?? []}
        onClose={onClose}
      />
    );
  return (
    <Modal opened onClose={onClose} title={scheduleTitle(null)} size={480} centered radius="md">
      {schedule.isError ? (
        <QueryError
          title="Could not load the schedule"
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      ) : (
        <Center h={200} role="status" aria-label="Loading">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
