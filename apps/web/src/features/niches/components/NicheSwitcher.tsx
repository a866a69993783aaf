import type { NicheSummary } from '@fathom/contract';
import { Select } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useNicheChoices } from '../../../entities/niches/use-niche-choices';
import { formatMarketplace } from '../../../lib/format';
import { switchNichePath } from '../lib/niche-views';

const optionOf = (niche: Pick<NicheSummary, 'id' | 'label' | 'marketplace'>) => ({
  value: String(niche.id),
  label: `${niche.label} (${formatMarketplace(niche.marketplace)})`,
});

/** Picks another niche of the organization, searched by name, and opens the same page of it. */
export function NicheSwitcher({ niche }: { niche: NicheSummary }) {
  const current = optionOf(niche);
  const { choices, selectProps } = useNicheChoices(niche.organizationId, {
    shownLabel: current.label,
  });
  const router = useRouter();
  const others = choices.filter((item) => item.id !== niche.id).map(optionOf);
  // The current niche stays in the data (the box shows it), listed only when it matches.
  const typed = selectProps.searchValue.trim();
  const hideCurrent =
    typed !== '' && typed !== current.label && !choices.some((item) => item.id === niche.id);
  return (
    <Select
      aria-label="Switch niche"
      data={[current, ...others]}
      value={current.value}
      onChange={(value) => {
        const id = Number(value);
        if (!value || id === niche.id) return;
        router.history.push(switchNichePath(router.state.location.pathname, id));
      }}
      searchable
      {...selectProps}
      filter={({ options }) =>
        hideCurrent ? options.filter((o) => !('value' in o) || o.value !== current.value) : options
      }
      allowDeselect={false}
      checkIconPosition="right"
      nothingFoundMessage="No niche matches"
      comboboxProps={{ shadow: 'md' }}
      size="xs"
      w={260}
    />
  );
}
