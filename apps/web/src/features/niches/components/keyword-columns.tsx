import {
  isLowSearchVolume,
  LOW_SEARCH_VOLUME,
  LOW_SEARCH_VOLUME_TOOLTIP,
  UNRANKED_TOOLTIP,
  type Competitor,
  type KeywordRow,
} from '@fathom/contract';
import { Tooltip } from '@mantine/core';
import { KeywordDifferenceBadge } from './KeywordDifference';
import { keywordStatusColumns } from './keyword-status-columns';
import { createGridColumnHelper, type GridColumnDef } from '../../../components/DataGrid';
import { formatNumber, formatScore } from '../../../lib/format';
import classes from './KeywordGrid.module.css';

const helper = createGridColumnHelper<KeywordRow>();

/** Ranks this good or better stand out. */
const TOP_RANK = 10;

function SearchVolume({ volume }: { volume: number }) {
  if (isLowSearchVolume(volume))
    return (
      <span className={classes.low} title={LOW_SEARCH_VOLUME_TOOLTIP}>
        ≤{LOW_SEARCH_VOLUME}
      </span>
    );
  return <>{formatNumber(volume)}</>;
}

/** The keyword, marked New or Dropped (struck through) against the previous dive. */
function KeywordCell({ row }: { row: KeywordRow }) {
  const dropped = row.keywordDifferenceStatus === 'dropped';
  return (
    <span className={classes.keywordCell}>
      <span className={`${classes.keyword} ${dropped ? classes.dropped : ''}`} title={row.keyword}>
        {row.keyword}
      </span>
      <KeywordDifferenceBadge row={row} />
    </span>
  );
}

function RankCell({ organic, sponsored }: { organic?: number; sponsored?: number }) {
  const badge =
    sponsored === undefined ? null : (
      <span className={classes.sponsored} title={`Sponsored rank ${sponsored}`}>
        S{sponsored}
      </span>
    );
  if (organic === undefined)
    return (
      <span className={classes.rank} title={UNRANKED_TOOLTIP} data-unranked="">
        {badge}
      </span>
    );
  return (
    <span className={classes.rank}>
      <span className={organic <= TOP_RANK ? classes.top : undefined}>{organic}</span>
      {badge}
    </span>
  );
}

function CompetitorHeader({ competitor }: { competitor: Competitor }) {
  const position = competitor.position + 1;
  return (
    <Tooltip
      label={`${competitor.isHero ? 'Hero · ' : ''}${competitor.title}`}
      openDelay={500}
      multiline
      w={280}
      withArrow
    >
      <span
        className={`${classes.competitorHeader} ${competitor.isHero ? classes.hero : ''}`}
        aria-label={`Competitor ${position}: ${competitor.title}`}
      >
        <img src={competitor.landingImageUrl} alt="" loading="lazy" />
        <span>{competitor.isHero ? `${position} ★` : position}</span>
      </span>
    </Tooltip>
  );
}

/**
 * Keyword, search volume, relevancy, the change since the previous dive, then one organic-rank
 * column per competitor (a sponsored rank is marked beside it).
 */
export function keywordColumns(competitors: Competitor[]): GridColumnDef<KeywordRow>[] {
  return [
    helper.accessor('keyword', {
      header: 'Keyword',
      size: 260,
      sortFn: 'text',
      enableHiding: false,
      meta: { pinned: true, label: 'Keyword' },
      cell: (context) => <KeywordCell row={context.row.original} />,
    }),
    helper.accessor('searchVolume', {
      header: 'Search volume',
      size: 92,
      meta: { align: 'end', label: 'Search volume', filter: 'number' },
      cell: (context) => <SearchVolume volume={context.row.original.searchVolume} />,
    }),
    helper.accessor('relevancy', {
      header: 'Relevancy',
      size: 82,
      meta: {
        align: 'end',
        label: 'Relevancy',
        exportValue: (value) => (typeof value === 'number' ? formatScore(value) : ''),
      },
      cell: (context) => formatScore(context.row.original.relevancy),
    }),
    ...keywordStatusColumns(),
    ...competitors.map((competitor) =>
      helper.accessor((row) => row.organicRanks[competitor.asin], {
        id: `rank:${competitor.asin}`,
        header: () => <CompetitorHeader competitor={competitor} />,
        size: 60,
        sortUndefined: 'last',
        meta: {
          align: 'center',
          label: `#${competitor.position + 1} ${competitor.asin}`,
          // Ranks of 101 and beyond are blank and take part in no filter but Empty (spec §2).
          filter: 'number',
          blankMatchesOnlyEmpty: true,
        },
        cell: (context) => (
          <RankCell
            organic={context.getValue()}
            sponsored={context.row.original.sponsoredRanks[competitor.asin]}
          />
        ),
      }),
    ),
  ];
}
