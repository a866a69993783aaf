import { scheduleEndpoints, type NicheSummary } from '@fathom/contract';
import { Badge, Tooltip } from '@mantine/core';
import { IconClock } from '../../components/icons';
import { useEndpointQuery } from '../../lib/endpoint-query';

interface ScheduleIndicatorProps {
  niche: Pick<NicheSummary, 'id' | 'hasSchedule' | 'canManage'>;
  onClick?: () => void;
}

/** A clock badge with the next AutoDive date, for niches the user may manage (spec: niche-dive §4). */
export function ScheduleIndicator({ niche, onClick }: ScheduleIndicatorProps) {
  const visible = niche.hasSchedule && niche.canManage;
  const schedule = useEndpointQuery(
    scheduleEndpoints.schedule,
    { params: { nicheId: niche.id } },
    { enabled: visible },
  );
  if (!visible) return null;
  const next = schedule.data?.nextRunDate;
  const label = next ? `Scheduled AutoDive: next dive on ${next}` : 'Scheduled AutoDive';
  return (
    <Tooltip label={label} withArrow openDelay={200}>
      <Badge
        {...(onClick ? { component: 'button' as const, onClick, type: 'button' as const } : {})}
        variant="light"
        color="violet"
        radius="sm"
        leftSection={<IconClock size={12} />}
        aria-label={label}
        data-testid="schedule-indicator"
        style={onClick ? { cursor: 'pointer' } : undefined}
      >
        {next ?? 'AutoDive'}
      </Badge>
    </Tooltip>
  );
}
