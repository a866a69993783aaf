import type { Competitor } from '@fathom/contract';
import { Combobox, Group, Image, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import type { HeroPick } from '../hooks/use-hero-pick';

interface HeroAsinPickerProps {
  competitors: Competitor[] | undefined;
  value: string;
  onChange: (value: string) => void;
  pick: HeroPick;
  /** A message from the last submit, shown when the lookup has none. */
  error?: string | null;
  label?: string;
}

function matches(competitor: Competitor, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [competitor.asin, competitor.title, competitor.brand].some((field) =>
    field.toLowerCase().includes(text),
  );
}

function ProductThumb({ src, size }: { src: string; size: number }) {
  return (
    <Image
      src={src}
      alt=""
      w={size}
      h={size}
      radius="sm"
      fit="contain"
      bg="white"
      style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
    />
  );
}

/** The Hero Asin picker: one of the niche's competitors, or an ASIN typed in. */
export function HeroAsinPicker({
  competitors,
  value,
  onChange,
  pick,
  error,
  label = 'Hero Asin',
}: HeroAsinPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const chosen = pick.status === 'resolved' ? pick : null;
  const list = competitors ?? [];
  const options = chosen ? list : list.filter((competitor) => matches(competitor, value));
  const shown = pick.status === 'error' ? pick.error : (error ?? null);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(asin) => {
        onChange(asin);
        combobox.closeDropdown();
      }}
      shadow="md"
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder="Pick a competitor or enter an ASIN"
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          error={shown}
          description={chosen ? chosen.product.title : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          leftSection={
            chosen ? <ProductThumb src={chosen.product.landingImageUrl} size={24} /> : undefined
          }
          rightSection={pick.status === 'pending' ? <Loader size={16} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          autoComplete="off"
          spellCheck={false}
          styles={{
            description: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {options.length > 0 ? (
          <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label="Competitors">
            {options.map((competitor) => (
              <Combobox.Option
                key={competitor.asin}
                value={competitor.asin}
                active={chosen?.asin === competitor.asin}
              >
                <Group gap="sm" wrap="nowrap">
                  <ProductThumb src={competitor.landingImageUrl} size={36} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fz="sm" lineClamp={1}>
                      {competitor.title}
                    </Text>
                    <Text fz="xs" c="dimmed" ff="monospace">
                      {competitor.asin}
                      {competitor.isHero ? ' · current hero' : ''}
                    </Text>
                  </Stack>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        ) : (
          // A list holds options only: its empty state is a line beside it.
          <Combobox.Empty>
            {competitors ? 'No competitor matches: the typed ASIN is used' : 'Loading…'}
          </Combobox.Empty>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
