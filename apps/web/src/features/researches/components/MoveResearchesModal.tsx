import { countOf, type NicheSummary } from '@fathom/contract';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNicheChoices } from '../../../entities/niches/use-niche-choices';

interface MoveResearchesModalProps {
  opened: boolean;
  niche: NicheSummary;
  count: number;
  loading: boolean;
  onMove: (toNicheId: number) => void;
  onClose: () => void;
}

/**
 * Chooses the niche to move researches to: another niche of the same marketplace the user may
 * change, searched by name.
 */
export function MoveResearchesModal({
  opened,
  niche,
  count,
  loading,
  onMove,
  onClose,
}: MoveResearchesModalProps) {
  const [target, setTarget] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const niches = useNicheChoices(niche.organizationId, {
    marketplace: niche.marketplace,
    manageable: true,
    shownLabel: chosen?.label,
    enabled: opened,
  });
  const found = niches.choices
    .filter((n) => n.id !== niche.id)
    .map((n) => ({ value: String(n.id), label: n.label }));
  // The chosen niche stays an option while another search is typed: the box shows its name.
  const choices =
    chosen && !found.some((c) => c.value === chosen.value) ? [chosen, ...found] : found;
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
          placeholder={niches.loading ? 'Loading niches…' : 'Choose a niche'}
          data={choices}
          value={target}
          onChange={(value, option) => {
            setTarget(value);
            setChosen(value === null ? null : option);
          }}
          searchable
          {...niches.selectProps}
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
