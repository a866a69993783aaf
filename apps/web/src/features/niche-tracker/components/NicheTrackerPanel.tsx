import {
  epochOfLocalDate,
  formatOffset,
  marketplace as marketplaceOf,
  nicheTrackerEndpoints,
  TRACKER_GRANULARITIES,
  TRACKER_LIMITS,
  TRACKER_MESSAGES,
  TRACKER_METRICS,
  type MarketplaceTld,
  type TrackerGranularity,
  type TrackerMetric,
  utcOffsetMinutes,
} from '@fathom/contract';
import { Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { DayInput } from '../../../components/DayInput';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryError';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { isDay, NOT_A_DAY } from '../../../lib/format';
import { defaultRange, GRANULARITY_LABELS, METRIC_LABELS } from '../lib/tracker-metrics';
import { TrackerChart } from './TrackerChart';
import { TrackerTable } from './TrackerTable';

const DAY_MS = 86_400_000;

/** Why a range cannot be asked for, in the API's words, on the field at fault; null when it can. */
function rangeErrors(start: string, end: string): { start?: string; end?: string } | null {
  if (!isDay(start) || !isDay(end))
    return { start: isDay(start) ? undefined : NOT_A_DAY, end: isDay(end) ? undefined : NOT_A_DAY };
  if (start > end) return { start: TRACKER_MESSAGES.startAfterEnd };
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > TRACKER_LIMITS.maxRangeDays)
    return { start: TRACKER_MESSAGES.rangeTooLong };
  return null;
}

interface NicheTrackerPanelProps {
  nicheId: number;
  marketplace: MarketplaceTld;
}

/** The niche tracker: a metric over a date range by day, week or month, as a chart and a table. */
export function NicheTrackerPanel({ nicheId, marketplace }: NicheTrackerPanelProps) {
  const [metric, setMetric] = useState<TrackerMetric>('totalSearchVolume');
  const [granularity, setGranularity] = useState<TrackerGranularity>('day');
  const [range, setRange] = useState(() => defaultRange(marketplace));
  const zone = marketplaceOf(marketplace).timeZone;
  const error = rangeErrors(range.start, range.end);
  const tracking = useEndpointQuery(
    nicheTrackerEndpoints.nicheTracking,
    {
      params: { nicheId },
      query: {
        dateStart: error ? 0 : epochOfLocalDate(range.start, zone),
        dateEnd: error ? 0 : epochOfLocalDate(range.end, zone),
        granularity,
        weekEndsAt: TRACKER_LIMITS.defaultWeekEndsAt,
        timezone: zone,
      },
    },
    { enabled: error === null, placeholderData: keepPreviousData },
  );

  const points = tracking.data?.points ?? [];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Metric"
            data={TRACKER_METRICS.map((m) => ({ value: m, label: METRIC_LABELS[m] }))}
            value={metric}
            onChange={(value) => value && setMetric(value)}
            allowDeselect={false}
            w={240}
          />
          <DayInput
            label="Start date"
            value={range.start}
            error={error?.start}
            onChange={(start) => setRange({ ...range, start })}
          />
          <DayInput
            label="End date"
            value={range.end}
            error={error?.end}
            onChange={(end) => setRange({ ...range, end })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tracker-granularity">
              Granularity
            </Text>
            <SegmentedControl
              aria-labelledby="tracker-granularity"
              value={granularity}
              onChange={(value) => setGranularity(value)}
              data={TRACKER_GRANULARITIES.map((g) => ({ value: g, label: GRANULARITY_LABELS[g] }))}
            />
          </Stack>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          Dates in the marketplace&apos;s time ({zone}, UTC
          {formatOffset(utcOffsetMinutes(marketplace))} today); weeks end on Saturday. Gaps of up to{' '}
          {TRACKER_LIMITS.maxFilledGapDays} days are filled with the average of the days around them
          and marked Filled.
        </Text>
      </Paper>
      {tracking.isError ? (
        <QueryError
          title="Could not load the niche tracker"
          error={tracking.error}
          onRetry={() => void tracking.refetch()}
        />
      ) : error ? null : !tracking.data ? (
        <PageLoader />
      ) : points.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text fw={600}>No tracked figures in this date range</Text>
          <Text size="sm" c="dimmed" mt={4}>
            Fathom takes every niche&apos;s figures once a day, and each dive adds the figures it
            found. Choose an earlier range or come back tomorrow.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder p="md" radius="md">
          <TrackerChart points={points} metric={metric} marketplace={marketplace} />
          <TrackerTable points={points} metric={metric} marketplace={marketplace} />
        </Paper>
      )}
    </Stack>
  );
}
