import type { KeywordRootItem } from '@fathom/contract';
import { CloseButton, Group, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { formatRatio } from '../../../lib/format';
import { countOf } from '@fathom/contract';

interface RootKeywordsPanelProps {
  root: KeywordRootItem;
  /** Search volume of each keyword of the list. */
  volumes: ReadonlyMap<string, number>;
  onClose: () => void;
  /** A control in front of each keyword (root mode: its checkbox). */
  control?: (keyword: string) => ReactNode;
  height?: number | string;
}

/** An expanded root: the keywords containing it, highest search volume first. */
export function RootKeywordsPanel({
  root,
  volumes,
  onClose,
  control,
  height = 420,
}: RootKeywordsPanelProps) {
  const titleId = `root-keywords-${root.key.replace(/\W+/g, '-')}`;
  return (
    <Paper
      withBorder
      p="sm"
      w={340}
      component="section"
      aria-labelledby={titleId}
      style={{ flexShrink: 0 }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
        <Title order={2} fz="md" id={titleId}>
          Keywords with “{root.root}”
        </Title>
        <CloseButton size="sm" aria-label="Close the root’s keywords" onClick={onClose} />
      </Group>
      <Text fz="xs" c="dimmed" mb="xs">
        {countOf(root.keywordCount, 'keyword')} · {formatNumber(root.broadSearchVolume)} broad
        search volume · {formatRatio(root.broadSearchVolumeRatio)} of the list
      </Text>
      <ScrollArea.Autosize
        mah={height}
        viewportProps={{ tabIndex: 0, 'aria-label': `Keywords with “${root.root}”` }}
      >
        <Table fz="sm" verticalSpacing={4} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {control ? <Table.Th w={32} aria-label="Selected" /> : null}
              <Table.Th>Keyword</Table.Th>
              <Table.Th ta="right">Search volume</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {root.keywords.map((keyword) => (
              <Table.Tr key={keyword}>
                {control ? <Table.Td>{control(keyword)}</Table.Td> : null}
                <Table.Td>{keyword}</Table.Td>
                <Table.Td ta="right">{formatNumber(volumes.get(keyword) ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
