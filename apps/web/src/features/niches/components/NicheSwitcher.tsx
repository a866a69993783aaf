import { diveEndpoints, type NicheSummary } from '@fathom/contract';
import { Select } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { formatMarketplace } from '../../../lib/format';
import { switchNichePath } from '../lib/niche-views';

/** Picks another niche of the organization and opens the same page of it. */
export function NicheSwitcher({ niche }: { niche: NicheSummary }) {
  const niches = useEndpointQuery(diveEndpoints.listNiches, {
    params: { orgId: niche.organizationId },
  });
  const router = useRouter();
  const options = (niches.data ?? [niche]).map((item) => ({
    value: String(item.id),
    label: `${item.label} (${formatMarketplace(item.marketplace)})`,
  }));
  return (
    <Select
      aria-label="Switch niche"
      data={options}
      value={String(niche.id)}
      onChange={(value) => {
        const id = Number(value);
        if (!value || id === niche.id) return;
        router.history.push(switchNichePath(router.state.location.pathname, id));
      }}
      searchable
      allowDeselect={false}
      checkIconPosition="right"
      nothingFoundMessage="No niche matches"
      comboboxProps={{ shadow: 'md' }}
      size="xs"
      w={260}
    />
  );
}
