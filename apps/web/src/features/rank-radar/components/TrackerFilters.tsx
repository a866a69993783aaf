import type { Label, Member, TrackerListBody } from '@fathom/contract';
import { Checkbox, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { IconSearch } from '../../../components/icons';
import { MARKETPLACE_OPTIONS } from '../../../components/MarketplaceSelect';

export type TrackerFilter = Required<Omit<TrackerListBody, 'status' | 'autoDive'>> &
  Pick<TrackerListBody, 'autoDive'>;

export const NO_FILTER: TrackerFilter = {
  marketplaces: [],
  tags: [],
  assignees: [],
  noTags: false,
  noLabels: false,
  searchText: '',
};

/** Whether any filter of the list is set. */
export const isFiltered = (f: TrackerFilter) =>
  Boolean(
    f.searchText ||
    f.marketplaces.length ||
    f.tags.length ||
    f.assignees.length ||
    f.noTags ||
    f.noLabels ||
    f.autoDive !== undefined,
  );

/**
 * The trackers list's filters (spec §2): search text, marketplaces, tags, assignees, no tags, no
 * labels (the niche has none) and the AutoDive flag.
 */
export function TrackerFilters({
  filter,
  search,
  onSearch,
  onChange,
  labels,
  members,
}: {
  filter: TrackerFilter;
  /** The search box's text, applied to the filter after a pause in typing. */
  search: string;
  onSearch: (text: string) => void;
  onChange: (next: TrackerFilter) => void;
  labels: Label[];
  members: Member[];
}) {
  const set = (patch: Partial<TrackerFilter>) => onChange({ ...filter, ...patch });
  return (
    <Group align="flex-end">
      <TextInput
        aria-label="Search Rank Radars"
        placeholder="Search by title, ASIN or niche"
        w={270}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      <MultiSelect
        aria-label="Marketplaces"
        placeholder={filter.marketplaces.length ? undefined : 'All marketplaces'}
        clearable
        data={MARKETPLACE_OPTIONS}
        value={filter.marketplaces}
        onChange={(value) => set({ marketplaces: value })}
      />
      <MultiSelect
        aria-label="Tags"
        placeholder={filter.tags.length ? undefined : 'Any tag'}
        clearable
        searchable
        data={labels.map((l) => ({ value: String(l.id), label: l.name }))}
        value={filter.tags.map(String)}
        onChange={(value) => set({ tags: value.map(Number), noTags: false })}
      />
      <MultiSelect
        aria-label="Assignees"
        placeholder={filter.assignees.length ? undefined : 'Anyone'}
        clearable
        searchable
        data={members.map((m) => ({ value: m.userId, label: m.name }))}
        value={filter.assignees}
        onChange={(value) => set({ assignees: value })}
      />
      <Select
        aria-label="AutoDive"
        data={[
          { value: 'any', label: 'AutoDive: any' },
          { value: 'on', label: 'AutoDive on' },
          { value: 'off', label: 'AutoDive off' },
        ]}
        value={filter.autoDive === undefined ? 'any' : filter.autoDive ? 'on' : 'off'}
        onChange={(value) => {
          const { autoDive: _, ...rest } = filter;
          onChange(
            value === 'on' || value === 'off' ? { ...rest, autoDive: value === 'on' } : rest,
          );
        }}
        allowDeselect={false}
        w={150}
      />
      <Checkbox
        label="No tags"
        checked={filter.noTags}
        onChange={(e) => set({ noTags: e.currentTarget.checked, tags: [] })}
      />
      <Checkbox
        label="No labels"
        checked={filter.noLabels}
        onChange={(e) => set({ noLabels: e.currentTarget.checked })}
      />
    </Group>
  );
}
