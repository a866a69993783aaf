import { ConfirmModal } from '../../../components/ConfirmModal';
import { formatNumber } from '../../../lib/format';

/**
 * Asks before keywords leave the niche's lists (the grid's Delete key, or its menu's Remove
 * entry): removed by hand, they stay out after Dive Again until added again.
 */
export function RemoveKeywordsModal({
  keywords,
  removing,
  onConfirm,
  onClose,
}: {
  /** The keywords to remove; null while nothing is asked. */
  keywords: string[] | null;
  removing: boolean;
  onConfirm: (keywords: string[]) => void;
  onClose: () => void;
}) {
  const count = keywords?.length ?? 0;
  const what = count === 1 ? `“${keywords![0]}”` : `${formatNumber(count)} keywords`;
  return (
    <ConfirmModal
      opened={keywords !== null && count > 0}
      title={count === 1 ? 'Remove 1 keyword' : `Remove ${formatNumber(count)} keywords`}
      confirmLabel="Remove"
      loading={removing}
      onConfirm={() => keywords && onConfirm(keywords)}
      onClose={onClose}
    >
      Remove {what} from the niche’s keyword lists? The figures are recomputed without{' '}
      {count === 1 ? 'it' : 'them'}, and {count === 1 ? 'it stays' : 'they stay'} out after Dive
      Again until added again with Add keywords.
    </ConfirmModal>
  );
}
