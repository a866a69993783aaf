import {
  DATA_IMPORT_FORMAT_LABELS,
  DATA_IMPORT_RECORD_KINDS,
  DATA_IMPORT_RECORD_LABELS,
  marketplace,
  type DataImport,
  type DataImportSummary,
} from '@fathom/contract';
import { Stack, Table, Text } from '@mantine/core';
import { formatNumber } from '../../lib/format';

/** What an import added, as one line: "3 Keyword ranks, 2 Search volumes". */
export function addedText(item: DataImport): string {
  const parts = DATA_IMPORT_RECORD_KINDS.filter((k) => item.counts[k] > 0).map(
    (k) => `${formatNumber(item.counts[k])} ${DATA_IMPORT_RECORD_LABELS[k]}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'Nothing';
}

const listed = (items: string[], count: number) =>
  items.length === 0
    ? 'None'
    : count > items.length
      ? `${items.join(', ')} and ${formatNumber(count - items.length)} more`
      : items.join(', ');

/** An import's summary: its file, what it added, and the problems found in its rows. */
export function ImportSummary({ summary }: { summary: DataImportSummary }) {
  const dates = summary.from === summary.to ? summary.from : `${summary.from} to ${summary.to}`;
  return (
    <Stack gap="xs">
      <Text fz="sm">
        {DATA_IMPORT_FORMAT_LABELS[summary.format]} · {marketplace(summary.marketplace).name} ·{' '}
        {dates}
      </Text>
      <Text fz="sm">Added: {addedText(summary)}</Text>
      <Text fz="sm">
        ASINs ({formatNumber(summary.asinsCount)}): {listed(summary.asins, summary.asinsCount)}
      </Text>
      <Text fz="sm">
        Search terms ({formatNumber(summary.termsCount)}):{' '}
        {listed(summary.terms, summary.termsCount)}
      </Text>
      {summary.problemsCount > 0 && <ProblemsTable summary={summary} />}
    </Stack>
  );
}

function ProblemsTable({ summary }: { summary: DataImportSummary }) {
  const more = summary.problemsCount - summary.problems.length;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {formatNumber(summary.problemsCount)} rows could not be read and were left out
      </Text>
      <Table aria-label={`Problems in ${summary.fileName}`} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.problems.map((p, i) => (
            <Table.Tr key={i}>
              <Table.Td>{p.row}</Table.Td>
              <Table.Td>{p.column ?? 'Whole row'}</Table.Td>
              <Table.Td>{p.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {more > 0 && <Text fz="sm">and {formatNumber(more)} more</Text>}
    </Stack>
  );
}
