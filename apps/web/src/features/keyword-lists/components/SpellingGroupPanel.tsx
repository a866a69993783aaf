import type { SpellingGroupItem } from '@fathom/contract';
import { Button, CloseButton, Group, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { formatNumber } from '../../../lib/format';

interface SpellingGroupPanelProps {
  group: SpellingGroupItem;
  canManage: boolean;
  splitting: string | null;
  onSplit: (keyword: string) => void;
  onClose: () => void;
}

/** An opened spelling group: its keywords, each of which may be split out of it. */
export function SpellingGroupPanel({
  group,
  canManage,
  splitting,
  onSplit,
  onClose,
}: SpellingGroupPanelProps) {
  const titleId = 'spelling-group-title';
  const many = group.keywords.length > 1;
  return (
    <Paper withBorder p="sm" w={360} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
        <Title order={2} fz="md" id={titleId}>
          Spellings of “{group.canonical}”
        </Title>
        <CloseButton size="sm" aria-label="Close the group’s spellings" onClick={onClose} />
      </Group>
      <Text fz="xs" c="dimmed" mb="xs">
        {formatNumber(group.keywords.length)} {many ? 'keywords' : 'keyword'} ·{' '}
        {formatNumber(group.searchVolume)} search volume
      </Text>
      <ScrollArea.Autosize
        mah={420}
        viewportProps={{ tabIndex: 0, 'aria-label': `Spellings of “${group.canonical}”` }}
      >
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Keyword</Table.Th>
              <Table.Th ta="right">Search volume</Table.Th>
              {canManage && many ? <Table.Th aria-label="Actions" /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.keywords.map(({ keyword, searchVolume }) => (
              <Table.Tr key={keyword}>
                <Table.Td>{keyword}</Table.Td>
                <Table.Td ta="right">{formatNumber(searchVolume)}</Table.Td>
                {canManage && many ? (
                  <Table.Td ta="right">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`Split out “${keyword}”`}
                      loading={splitting === keyword}
                      disabled={splitting !== null}
                      onClick={() => onSplit(keyword)}
                    >
                      Split out
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
