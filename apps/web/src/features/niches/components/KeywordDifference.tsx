import type { KeywordList, KeywordRow } from '@fathom/contract';
import { Badge, Tooltip } from '@mantine/core';

export const LIST_NAMES: Record<KeywordList, string> = {
  mkl: 'Master Keyword List',
  outlier: 'Outliers',
  residue: 'Residue',
};

/** The tooltip of a new keyword that was on another list before, else null. */
export function previousListText(
  row: Pick<KeywordRow, 'keywordPreviousKeywordList'>,
): string | null {
  const previous = row.keywordPreviousKeywordList;
  return previous ? `In the previous dive this keyword was in ${LIST_NAMES[previous]}` : null;
}

/** 'New' or 'Dropped' against the niche's previous dive; nothing when unchanged. */
export function KeywordDifferenceBadge({ row }: { row: KeywordRow }) {
  if (row.keywordDifferenceStatus === 'dropped')
    return (
      <Tooltip label="No longer in this list since the latest dive" withArrow openDelay={300}>
        <Badge
          size="xs"
          radius="sm"
          variant="light"
          color="gray"
          data-difference="dropped"
          style={{ flex: 'none' }}
        >
          Dropped
        </Badge>
      </Tooltip>
    );
  if (row.keywordDifferenceStatus !== 'new') return null;
  const previous = previousListText(row);
  return (
    <Tooltip
      label={previous ?? 'New in this list since the previous dive'}
      withArrow
      openDelay={300}
    >
      <Badge
        size="xs"
        radius="sm"
        variant="light"
        color="green"
        data-difference="new"
        style={{ flex: 'none' }}
      >
        New
      </Badge>
    </Tooltip>
  );
}
