import {
  INTERVAL_LABELS,
  ordinal,
  scheduleEndpoints,
  WEEKDAYS,
  type NicheSummary,
  type Schedule,
} from '@fathom/contract';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useEndpointQuery } from '../../../lib/endpoint-query';

function describe(schedule: Schedule): string {
  const day =
    schedule.interval === 'Monthly'
      ? `on the ${ordinal(schedule.dayOfMonth ?? 1)}`
      : `on ${WEEKDAYS[(schedule.dayOfWeek ?? 1) - 1] ?? ''}`;
  const kind = schedule.type === 'SameCompetitors' ? 'same competitors' : 'new Niche Dive';
  return `${INTERVAL_LABELS[schedule.interval]} ${day}, ${kind}, ${schedule.numberOfCompetitors} competitors`;
}

/** The niche's Scheduled AutoDive: how often, the next date and how the last run ended. */
export function ScheduleSummary({ niche }: { niche: NicheSummary }) {
  const schedule = useEndpointQuery(
    scheduleEndpoints.schedule,
    { params: { nicheId: niche.id } },
    { enabled: niche.hasSchedule },
  );
  return (
    <Paper withBorder radius="md" p="md" aria-labelledby="overview-schedule">
      <Title order={2} fz="md" mb="xs" id="overview-schedule">
        Schedule
      </Title>
      {!niche.hasSchedule ? (
        <Text fz="sm" c="dimmed">
          No AutoDive is scheduled.
          {niche.canManage ? ' Use Schedule AutoDive above to set one.' : ''}
        </Text>
      ) : schedule.data ? (
        <>
          <Text fz="sm">{describe(schedule.data)}</Text>
          <Text fz="sm" data-testid="next-run">
            Next dive: <strong>{schedule.data.nextRunDate}</strong>
          </Text>
          {schedule.data.lastRun ? (
            <Text fz="sm" c={schedule.data.lastRun.status === 'failed' ? 'red.8' : 'dimmed'}>
              Last run {schedule.data.lastRun.date}: {schedule.data.lastRun.status}
              {schedule.data.lastRun.errorMessage ? ` (${schedule.data.lastRun.errorMessage})` : ''}
            </Text>
          ) : null}
        </>
      ) : schedule.isError ? (
        <Text fz="sm" c="red.8">
          Could not load the schedule.
        </Text>
      ) : (
        <Skeleton h={40} />
      )}
    </Paper>
  );
}
