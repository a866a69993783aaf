import { Loader, Stack, TextInput } from '@mantine/core';
import type { HeroResolution } from '../../../entities/products/use-hero-resolution';
import { HeroPreview } from './HeroPreview';

interface HeroAsinFieldProps {
  value: string;
  onChange: (value: string) => void;
  resolution: HeroResolution;
  /** A message from the last submit, shown when the lookup has none. */
  submitError: string | null;
  autoFocus?: boolean;
}

/** The Hero ASIN box: an ASIN or an Amazon product link, with the resolved product below. */
export function HeroAsinField({
  value,
  onChange,
  resolution,
  submitError,
  autoFocus,
}: HeroAsinFieldProps) {
  const error = resolution.status === 'error' ? resolution.error : submitError;
  return (
    <Stack gap="xs">
      <TextInput
        label="Hero ASIN"
        placeholder="ASIN or Amazon product link"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        rightSection={resolution.status === 'pending' ? <Loader size={16} /> : null}
        data-autofocus={autoFocus || undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {resolution.status === 'resolved' ? <HeroPreview product={resolution.product} /> : null}
    </Stack>
  );
}
