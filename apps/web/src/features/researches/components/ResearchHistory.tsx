import { countOf, nichePageEndpoints, type NicheSummary, type Research } from '@fathom/contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { NameModal } from '../../../components/NameModal';
import { IconPencil } from '../../../components/icons';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { formatMarketplaceDate, formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { MoveResearchesModal } from './MoveResearchesModal';

interface ResearchHistoryProps {
  niche: NicheSummary;
  researches: Research[];
}

type Dialog = 'delete' | 'move' | { label: Research } | null;

const researchCount = (n: number) => countOf(n, 'research', 'researches');

/** The niche's dives, newest first; those who may change the niche delete, move and label them. */
export function ResearchHistory({ niche, researches }: ResearchHistoryProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = useRefreshNiches();
  const chosen = selected.filter((id) => researches.some((r) => r.id === id));
  // A niche keeps at least one research: deleting every one is refused before it is sent.
  const choseEvery = chosen.length === researches.length;
  const deleting =
    chosen.length === 1
      ? 'This research and its keyword lists'
      : `These ${researchCount(chosen.length)} and their keyword lists`;
  const done = async (message: string, nicheIds: number[]) => {
    setDialog(null);
    setSelected([]);
    notifySuccess(message);
    await refresh(niche.organizationId, nicheIds);
  };
  const remove = useEndpointMutation(nichePageEndpoints.deleteResearches, {
    request: (jobIds: number[]) => ({
      params: { nicheId: niche.id },
      body: { nicheId: niche.id, jobIds },
    }),
    onSuccess: (_, jobIds) => done(`Deleted ${researchCount(jobIds.length)}`, [niche.id]),
    onError: (error) => notifyError('Could not delete the researches', error),
  });
  const move = useEndpointMutation(nichePageEndpoints.moveResearches, {
    request: ({ toNicheId, jobIds }: { toNicheId: number; jobIds: number[] }) => ({
      params: { nicheId: niche.id },
      body: { fromNicheId: niche.id, toNicheId, jobIds },
    }),
    onSuccess: (_, { toNicheId, jobIds }) =>
      done(`Moved ${researchCount(jobIds.length)}`, [niche.id, toNicheId]),
    onError: (error) => notifyError('Could not move the researches', error),
  });
  const label = useEndpointMutation(nichePageEndpoints.labelResearch, {
    request: ({ id, text }: { id: number; text: string }) => ({
      params: { nicheId: niche.id, researchId: id },
      body: { researchId: id, researchLabel: text },
    }),
    onSuccess: () => done('Research label saved', [niche.id]),
  });

  const all = researches.length > 0 && chosen.length === researches.length;
  const toggle = (id: number) =>
    setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const labelling = dialog !== null && typeof dialog === 'object' ? dialog.label : null;

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          Research history
        </Title>
        {niche.canManage ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={chosen.length === 0}
              onClick={() => setDialog('move')}
            >
              Move selected
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={chosen.length === 0}
              onClick={() => setDialog('delete')}
            >
              Delete selected
            </Button>
          </Group>
        ) : null}
      </Group>
      <Table aria-label="Research history" fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {niche.canManage ? (
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Select every research"
                  checked={all}
                  indeterminate={chosen.length > 0 && !all}
                  onChange={() => setSelected(all ? [] : researches.map((r) => r.id))}
                />
              </Table.Th>
            ) : null}
            <Table.Th>Date</Table.Th>
            <Table.Th>Label</Table.Th>
            <Table.Th>Hero ASIN</Table.Th>
            <Table.Th ta="right">Competitors</Table.Th>
            <Table.Th ta="right">Keywords</Table.Th>
            <Table.Th ta="right">MKL keywords</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {researches.map((r, index) => (
            <Table.Tr key={r.id} data-research={r.id}>
              {niche.canManage ? (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select research ${r.label} of ${formatMarketplaceDate(r.createdAt, niche.marketplace)}`}
                    checked={chosen.includes(r.id)}
                    onChange={() => toggle(r.id)}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                {formatMarketplaceDate(r.createdAt, niche.marketplace)}
                {index === 0 ? (
                  <Text span fz="xs" c="dimmed">
                    {' '}
                    (drives the lists)
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <span>{r.label}</span>
                  {niche.canManage ? (
                    <Tooltip label="Label research" openDelay={500}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="gray"
                        aria-label={`Label research ${r.label} of ${formatMarketplaceDate(r.createdAt, niche.marketplace)}`}
                        onClick={() => {
                          label.reset();
                          setDialog({ label: r });
                        }}
                      >
                        <IconPencil size={14} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td ff="monospace">{r.heroAsin}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.numCompetitors)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.numKeywords)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.numMklKeywords)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmModal
        opened={dialog === 'delete'}
        title={`Delete ${researchCount(chosen.length)}`}
        confirmLabel="Delete"
        loading={remove.isPending}
        confirmDisabled={choseEvery}
        onConfirm={() => remove.mutate(chosen)}
        onClose={() => setDialog(null)}
      >
        {choseEvery
          ? 'A niche needs at least one research: keep at least one, or delete the niche instead.'
          : `${deleting} will be deleted. If the newest goes, the newest one left drives the niche's lists and figures.`}
      </ConfirmModal>
      <MoveResearchesModal
        opened={dialog === 'move'}
        niche={niche}
        count={chosen.length}
        loading={move.isPending}
        onMove={(toNicheId) => move.mutate({ toNicheId, jobIds: chosen })}
        onClose={() => setDialog(null)}
      />
      <NameModal
        opened={labelling !== null}
        title="Label research"
        label="Research label"
        submitLabel="Save"
        initialValue={labelling?.label ?? ''}
        requireChange
        loading={label.isPending}
        serverError={label.error}
        onSubmit={(text) => labelling && label.mutate({ id: labelling.id, text })}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
