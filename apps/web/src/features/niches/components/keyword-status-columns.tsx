import type { KeywordList, KeywordRow } from '@fathom/contract';
import { Badge } from '@mantine/core';
import { createGridColumnHelper, type GridColumnDef } from '../../../components/DataGrid';
import { KeywordDifferenceBadge, LIST_NAMES } from './KeywordDifference';

const helper = createGridColumnHelper<KeywordRow>();

export const DIFFERENCE_NAMES = { new: 'New', dropped: 'Dropped' } as const;

const differenceText = (value: unknown) =>
  value === 'new' || value === 'dropped' ? DIFFERENCE_NAMES[value] : '';

const listText = (value: unknown) =>
  typeof value === 'string' && value in LIST_NAMES ? LIST_NAMES[value as KeywordList] : '';

/**
 * The keyword's change against the niche's previous dive (spec §3 "Keyword grid row"):
 * `keywordDifferenceStatus` (New, Dropped) and `keywordPreviousKeywordList`, and whether it was
 * added by hand (Manual), as chips, filtered as text and exported under their names.
 */
export function keywordStatusColumns(): GridColumnDef<KeywordRow>[] {
  return [
    helper.accessor('manual', {
      header: 'Manual',
      size: 80,
      meta: {
        label: 'Manual',
        filter: 'text',
        exportValue: (value) => (value === true ? 'Manual' : ''),
      },
      cell: (context) =>
        context.getValue() === true ? (
          <Badge size="xs" radius="sm" variant="light" color="grape" data-manual="">
            Manual
          </Badge>
        ) : null,
    }),
    helper.accessor('keywordDifferenceStatus', {
      header: 'Difference',
      size: 96,
      meta: { label: 'Difference', filter: 'text', exportValue: differenceText },
      cell: (context) => <KeywordDifferenceBadge row={context.row.original} />,
    }),
    helper.accessor('keywordPreviousKeywordList', {
      header: 'Previous list',
      size: 150,
      meta: { label: 'Previous list', filter: 'text', exportValue: listText },
      cell: (context) => {
        const text = listText(context.getValue());
        return text ? (
          <Badge size="xs" radius="sm" variant="light" color="blue" data-previous-list="">
            {text}
          </Badge>
        ) : null;
      },
    }),
  ];
}
