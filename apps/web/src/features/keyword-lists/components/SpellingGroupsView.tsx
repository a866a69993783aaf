import {
  countOf,
  NO_GRID_SELECTION,
  type GridSelection,
  type NicheSummary,
  type SpellingGroupItem,
} from '@fathom/contract';
import { Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataGrid, isRowSelected } from '../../../components/DataGrid';
import { formatNumber } from '../../../lib/format';
import { useSpellingGroups } from '../hooks/use-spelling-groups';
import { spellingColumns } from './spelling-columns';
import { SpellingGroupPanel } from './SpellingGroupPanel';

const GRID_HEIGHT = 'max(420px, calc(100vh - 360px))';
const groupId = (group: SpellingGroupItem) => group.canonical;
const groupText = (group: SpellingGroupItem) => group.keywords.map((k) => k.keyword).join(' ');
const NOUN = ['group', 'groups'] as const;

/** The normalizer: the Master Keyword List grouped by spelling; split, merge and exclude groups. */
export function SpellingGroupsView({ niche }: { niche: NicheSummary }) {
  const { groups, merge, split, reset, exclude, excluding, canExclude } = useSpellingGroups(
    niche.id,
    niche.organizationId,
  );
  const [selection, setSelection] = useState<GridSelection>(NO_GRID_SELECTION);
  const [opened, setOpened] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const columns = useMemo(
    () =>
      spellingColumns(opened, (g) => setOpened((o) => (o === g.canonical ? null : g.canonical))),
    [opened],
  );
  const all = groups.data?.groups;
  const chosen = (all ?? []).filter((g) => isRowSelected(selection, g.canonical));
  const open = all?.find((g) => g.canonical === opened);
  const several = all?.filter((g) => g.keywords.length > 1).length ?? 0;
  const busy = merge.isPending || split.isPending || reset.isPending || excluding;

  const actions = niche.canManage ? (
    <Group gap="xs">
      <Button
        size="compact-sm"
        disabled={chosen.length < 2 || busy}
        loading={merge.isPending}
        onClick={() =>
          merge.mutate(
            chosen.map((g) => g.canonical),
            { onSuccess: () => setSelection(NO_GRID_SELECTION) },
          )
        }
      >
        Merge {chosen.length >= 2 ? `${chosen.length} groups` : 'groups'}
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        disabled={chosen.length === 0 || busy || !canExclude}
        loading={excluding}
        onClick={() =>
          void exclude(chosen).then(() => {
            setSelection(NO_GRID_SELECTION);
          })
        }
      >
        Exclude {chosen.length > 0 ? countOf(chosen.length, 'group') : 'groups'}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        disabled={busy || !all?.some((g) => g.edited)}
        onClick={() => setConfirmReset(true)}
      >
        Restore automatic groups
      </Button>
    </Group>
  ) : null;

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="lg">
          Normalizer
        </Title>
        <Text fz="sm" c="dimmed">
          {groups.data
            ? `${formatNumber(groups.data.keywordCount)} keywords of the Master Keyword List in ${formatNumber(groups.data.groups.length)} searches; ${formatNumber(several)} of them are spelled more than one way (plural, word order, misspelling, hyphens and spacing, stop words).`
            : 'Keywords that are the same search spelled differently, grouped under their most searched spelling.'}
          {niche.canManage
            ? ''
            : ' You can see the groups; changing them needs permission to manage the niche.'}
        </Text>
      </div>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <DataGrid
            label={`${niche.label} spelling groups`}
            columns={columns}
            data={all}
            getRowId={groupId}
            loading={groups.isPending}
            error={groups.error}
            selectable={niche.canManage}
            selection={selection}
            onSelectionChange={setSelection}
            height={GRID_HEIGHT}
            getSearchText={groupText}
            searchPlaceholder="Filter keywords"
            rowNoun={NOUN}
            emptyText="No keywords in the Master Keyword List"
            toolbar={actions}
          />
        </Box>
        {open ? (
          <SpellingGroupPanel
            group={open}
            canManage={niche.canManage}
            splitting={split.isPending ? (split.variables ?? null) : null}
            onSplit={(keyword) => split.mutate(keyword)}
            onClose={() => setOpened(null)}
          />
        ) : null}
      </Group>
      <Modal
        opened={confirmReset}
        onClose={() => setConfirmReset(false)}
        title="Restore automatic groups?"
      >
        <Text fz="sm" mb="md">
          Every split and merge made on this niche is forgotten; the spelling rule alone groups its
          keywords again.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmReset(false)}>
            Cancel
          </Button>
          <Button
            loading={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSuccess: () => setConfirmReset(false) })}
          >
            Restore
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
