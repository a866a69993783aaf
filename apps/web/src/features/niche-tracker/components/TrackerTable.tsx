import type { MarketplaceTld, TrackerMetric, TrackerPoint } from '@fathom/contract';
import { Badge, Box, Table } from '@mantine/core';
import { formatFigure, METRIC_LABELS, periodLabel } from '../lib/tracker-metrics';

interface TrackerTableProps {
  points: TrackerPoint[];
  metric: TrackerMetric;
  marketplace: MarketplaceTld;
}

/** The chart's figures as a table, newest first, with the periods that hold filled days marked. */
export function TrackerTable({ points, metric, marketplace }: TrackerTableProps) {
  return (
    // A region the keyboard can scroll: focusable, named after its table.
    <Box
      role="region"
      aria-label={`${METRIC_LABELS[metric]} table`}
      tabIndex={0}
      mah={420}
      style={{ overflow: 'auto' }}
    >
      <Table
        striped
        highlightOnHover
        stickyHeader
        aria-label={`${METRIC_LABELS[metric]} by period`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Period</Table.Th>
            <Table.Th scope="col" ta="right">
              {METRIC_LABELS[metric]}
            </Table.Th>
            <Table.Th scope="col">Days tracked</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...points].reverse().map((point) => (
            <Table.Tr key={point.dateStart} data-testid="tracker-row">
              <Table.Th scope="row" fw={400}>
                {periodLabel(point)}
              </Table.Th>
              <Table.Td ta="right">{formatFigure(metric, point[metric], marketplace)}</Table.Td>
              <Table.Td>
                {point.days}
                {point.filled ? (
                  <Badge ml="xs" size="sm" variant="light" color="gray">
                    Filled
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
