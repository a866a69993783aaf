import { countOf, diveEndpoints, type NicheSummary } from '@fathom/contract';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useEndpointQuery } from '../../../lib/endpoint-query';

interface MoveResearchesModalProps {
  opened: boolean;
  niche: NicheSummary;
  count: number;
  loading: boolean;
  onMove: (toNicheId: number) => void;
  onClose: () => void;
}

/** Chooses the niche to move researches to: another niche of the same marketplace the user may change. */
export function MoveResearchesModal({
  opened,
  niche,
  count,
  loading,
  onMove,
  onClose,
}: MoveResearchesModalProps) {
  const [target, setTarget] = useState<string | null>(null);
  const niches = useEndpointQuery(
    diveEndpoints.listNiches,
    { params: { orgId: niche.organizationId } },
    { enabled: opened },
  );
  const choices = (niches.data ?? [])
    .filter((n) => n.id !== niche.id && n.marketplace === niche.marketplace && n.canManage)
    .map((n) => ({ value: String(n.id), label: n.label }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Move ${countOf(count, 'research', 'researches')}`}
      centered
      radius="md"
    >
      <Stack gap="md">
        <Text fz="sm">
          Move to another niche of the same marketplace. The newest research of each niche drives
          its keyword lists and figures.
        </Text>
        <Select
          label="Niche to move to"
          placeholder={niches.isLoading ? 'Loading niches…' : 'Choose a niche'}
          data={choices}
          value={target}
          onChange={setTarget}
          searchable
          nothingFoundMessage="No other niche of this marketplace that you may change"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button
            disabled={target === null}
            loading={loading}
            onClick={() => target !== null && onMove(Number(target))}
          >
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
