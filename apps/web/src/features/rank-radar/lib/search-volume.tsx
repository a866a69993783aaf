import { compactNumber, LOW_VOLUME_CUTOFF, RANK_MESSAGES } from '@fathom/contract';

/**
 * A search volume as Rank Radar shows it (spec §5): '≤450' at or below the low-volume cutoff with
 * its tooltip, otherwise in compact form with the full figure in its tooltip; '–' when unknown.
 */
export function SearchVolume({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return <span aria-label="No search volume">–</span>;
  if (value <= LOW_VOLUME_CUTOFF)
    return <span title={RANK_MESSAGES.lowVolume(LOW_VOLUME_CUTOFF)}>≤{LOW_VOLUME_CUTOFF}</span>;
  return <span title={value.toLocaleString('en-US')}>{compactNumber(value)}</span>;
}
