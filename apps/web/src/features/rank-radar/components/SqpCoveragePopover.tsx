import { sqpEndpoints as e } from '@fathom/contract';
import { Button, NativeSelect, Popover, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import {
  coverageButtonLabel,
  coverageHidden,
  FAILED_WEEK_HINT,
  weekRowBackground,
  weekStatusLabel,
} from '../lib/sqp';
import { SqpDataTab } from './SqpDataTab';

/**
 * The heatmap header's SQP coverage popover (spec §2 "SQP coverage popover", §4): the report
 * status of each week, and the SQP table of a chosen search term.
 */
export function SqpCoveragePopover({
  orgId,
  krtId,
  terms,
}: {
  orgId: number;
  krtId: number;
  terms: readonly { keywordId: number; keyword: string }[];
}) {
  const coverage = useEndpointQuery(
    e.sqpCoverage,
    { params: { orgId, krtId }, query: {} },
    { enabled: krtId > 0, retry: false },
  );
  const [termId, setTermId] = useState<number | null>(null);
  if (!coverage.data || coverageHidden(coverage.data)) return null;
  const chosen = termId ?? terms[0]?.keywordId ?? null;
  return (
    <Popover position="bottom-end" shadow="md" width={960} withinPortal trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default">
          {coverageButtonLabel(coverage.data.status)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text fw={600} size="sm">
            SQP report coverage
          </Text>
          <Table aria-label="SQP report coverage" fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Week</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coverage.data.weeks.map((w) => (
                <Table.Tr key={w.endDate} style={{ backgroundColor: weekRowBackground(w.status) }}>
                  <Table.Td>
                    {w.startDate} – {w.endDate}
                  </Table.Td>
                  <Table.Td>
                    {weekStatusLabel(w.status)}
                    {w.status === 'FAILED' && (
                      <Text size="xs" component="div">
                        {FAILED_WEEK_HINT}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {terms.length > 0 && chosen !== null && (
            <>
              <NativeSelect
                label="Search term"
                size="xs"
                value={String(chosen)}
                onChange={(event) => setTermId(Number(event.currentTarget.value))}
                data={terms.map((t) => ({ value: String(t.keywordId), label: t.keyword }))}
              />
              <SqpDataTab orgId={orgId} krtId={krtId} keywordId={chosen} />
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
