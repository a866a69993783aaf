import {
  BSR_SETTINGS_DEBOUNCE_MS,
  rankRadarBsrEndpoints as e,
  type BsrSettings,
} from '@fathom/contract';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Chart, type ChartOption } from '../../../components/Chart';
import { PageLoader } from '../../../components/PageLoader';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyError, notifyErrorMessage } from '../../../lib/notify';

const FAILED = 'Failed to load BSR data';

/**
 * The BSR chart (spec §2 "Other views", §3 "BSR settings"): daily best-sellers rank of the
 * tracker's ASINs in one category, the last 6 days by default; the category and the ASINs shown
 * are saved for the member 500 ms after a change.
 */
export function BsrChartView({ orgId, krtId }: { orgId: number; krtId: number }) {
  const bsr = useEndpointQuery(e.bsr, { params: { orgId, krtId }, query: {} }, { retry: false });
  const save = useEndpointMutation(e.bsrChartSettings, {
    onError: (error) => notifyError('Could not save the BSR settings', error),
  });
  const [draft, setDraft] = useState<BsrSettings | null>(null);
  const [pending] = useDebouncedValue(draft, BSR_SETTINGS_DEBOUNCE_MS);
  const { mutate } = save;

  useEffect(() => {
    if (bsr.isError) notifyErrorMessage(FAILED);
  }, [bsr.isError]);
  useEffect(() => {
    if (pending) mutate({ params: { orgId, krtId }, body: pending });
  }, [pending, mutate, orgId, krtId]);

  const data = bsr.data;
  const setting = draft ?? data?.setting ?? null;
  const categoryId =
    data?.categories.find((c) => c.categoryId === setting?.selectedCategoryId)?.categoryId ??
    data?.categories[0]?.categoryId ??
    null;
  const asins = useMemo(() => [...new Set(data?.lines.map((l) => l.asin) ?? [])], [data]);
  const visible = (asin: string) => setting?.asinVisibility[asin] !== false;

  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 64, right: 24, top: 40, bottom: 40 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: data?.dates ?? [] },
      yAxis: { type: 'value', name: 'BSR', inverse: true, min: 1 },
      series: (data?.lines ?? [])
        .filter((l) => l.categoryId === categoryId && setting?.asinVisibility[l.asin] !== false)
        .map((l) => ({ type: 'line' as const, name: l.asin, data: l.ranks, connectNulls: false })),
    }),
    [data, categoryId, setting],
  );

  if (bsr.isError)
    return (
      <Group>
        <Text c="red.8">{FAILED}</Text>
        <Button variant="default" size="xs" onClick={() => void bsr.refetch()}>
          Retry
        </Button>
      </Group>
    );
  if (!data || !setting) return <PageLoader />;
  const change = (next: Partial<BsrSettings>) => setDraft({ ...setting, ...next });
  const category = data.categories.find((c) => c.categoryId === categoryId);
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label="Category"
          data={data.categories.map((c) => ({
            value: c.categoryId,
            label: `${c.categoryName} (${c.level === 'top' ? 'top-level' : 'narrow'})`,
          }))}
          value={categoryId}
          allowDeselect={false}
          onChange={(value) => value && change({ selectedCategoryId: value })}
          w={320}
        />
        <Group gap="md" role="group" aria-label="ASINs shown">
          {asins.map((asin) => (
            <Checkbox
              key={asin}
              label={asin}
              checked={visible(asin)}
              onChange={(event) =>
                change({
                  asinVisibility: {
                    ...setting.asinVisibility,
                    [asin]: event.currentTarget.checked,
                  },
                })
              }
            />
          ))}
        </Group>
      </Group>
      {data.categories.length === 0 ? (
        <Text c="dimmed">No BSR data for these dates.</Text>
      ) : (
        <Chart
          option={option}
          label={`Best-sellers rank in ${category?.categoryName ?? ''} from ${data.from} to ${data.to} of ${asins.filter(visible).join(', ') || 'no ASIN'}`}
        />
      )}
    </Stack>
  );
}
