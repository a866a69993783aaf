import { isMarketplaceTld, MARKETPLACES, type MarketplaceTld } from '@fathom/contract';
import { Badge, Group, Select, Text } from '@mantine/core';
import { formatMarketplace } from '../lib/format';

/** Every marketplace as a select offers it: "United States (amazon.com)". */
export const MARKETPLACE_OPTIONS = MARKETPLACES.map((m) => ({
  value: m.tld,
  label: `${m.name} (${formatMarketplace(m.tld)})`,
}));
const CODES = new Map<string, string>(MARKETPLACES.map((m) => [m.tld, m.code]));

interface MarketplaceSelectProps {
  value: MarketplaceTld;
  onChange: (tld: MarketplaceTld) => void;
  disabled?: boolean;
}

export function MarketplaceSelect({ value, onChange, disabled }: MarketplaceSelectProps) {
  return (
    <Select
      label="Marketplace"
      data={MARKETPLACE_OPTIONS}
      value={value}
      onChange={(next) => {
        if (next && isMarketplaceTld(next)) onChange(next);
      }}
      allowDeselect={false}
      disabled={disabled}
      checkIconPosition="right"
      comboboxProps={{ shadow: 'md' }}
      leftSection={<MarketplaceCode tld={value} />}
      leftSectionWidth={44}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <MarketplaceCode tld={option.value} />
          <Text fz="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}

export function MarketplaceCode({ tld }: { tld: string }) {
  return (
    <Badge size="sm" radius="sm" variant="light" color="gray" w={32} px={0}>
      {CODES.get(tld) ?? tld}
    </Badge>
  );
}
