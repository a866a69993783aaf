/**
 * Helium 10 Cerebro (reverse ASIN) exports: one row per keyword phrase with its search volume and,
 * for a single-ASIN export, that ASIN's organic and sponsored rank; a multi-ASIN export has one
 * column per ASIN, named by the ASIN, holding its organic rank. Column sets of 2019 to now
 * (docs/data-sources.md, "Helium 10 Cerebro").
 */
import { isAsin } from '@fathom/contract';
import type { Header, RowCells } from '../core/cells';
import type { TabularFormat } from '../core/format';
import type { ImportRecord } from '../types';

const PHRASE = ['keyword phrase', 'keyword', 'phrase'];
const VOLUME = ['search volume', 'exact search volume'];
/** Columns only Cerebro writes (Magnet has none of them and its own IQ score). */
const CEREBRO_ONLY = [
  'cerebro iq score',
  'organic rank',
  'position (rank)',
  'relative rank',
  'competitor rank (avg)',
  'ranking competitors (count)',
  'sponsored rank (avg)',
  'amazon recommended rank (avg)',
];
const ORGANIC = ['organic rank', 'position (rank)', 'organic position'];
const SPONSORED = ['sponsored rank', 'sponsored position (rank)', 'sponsored position'];

function asinColumns(header: Header): { column: number; asin: string }[] {
  return header.cells
    .map((cell, column) => ({ column, asin: cell.trim().toUpperCase() }))
    .filter(({ asin }) => isAsin(asin));
}

export const cerebro: TabularFormat = {
  format: 'helium10-cerebro',
  label:
    'a Helium 10 Cerebro export (Keyword Phrase, Search Volume, Cerebro IQ Score or rank columns)',
  detect: (header) =>
    header.find(...PHRASE) !== -1 &&
    header.find(...VOLUME) !== -1 &&
    header.find('magnet iq score') === -1 &&
    (CEREBRO_ONLY.some((key) => header.find(key) !== -1) || asinColumns(header).length > 0),
  open(header, above, file) {
    const phrase = header.find(...PHRASE);
    const volume = header.find(...VOLUME);
    const organic = header.find(...ORGANIC);
    const sponsored = header.find(...SPONSORED);
    const perAsin = asinColumns(header);
    const named = /\b(B0[0-9A-Z]{8})\b/.exec(
      above
        .map((r) => r.cells.join(' '))
        .join(' ')
        .toUpperCase(),
    );
    const subject = perAsin.length === 0 ? (file.subjectAsin ?? named?.[1] ?? null) : null;
    if (perAsin.length === 0 && !subject && (organic !== -1 || sponsored !== -1))
      file.problems.add(
        header.row,
        header.cells[organic !== -1 ? organic : sponsored] ?? null,
        'This single-ASIN export does not name its ASIN, so its ranks were not imported; ' +
          'choose the ASIN when importing it to keep them.',
      );
    return {
      marketplace: () => null,
      dataDate: () => null,
      read(cells: RowCells): ImportRecord[] {
        const term = cells.text(phrase, { required: true });
        const searchVolume = cells.int(volume);
        const ranks: ImportRecord[] = [];
        if (subject) {
          const organicRank = cells.rank(organic);
          const sponsoredRank = cells.rank(sponsored);
          if (organicRank !== null || sponsoredRank !== null)
            ranks.push({
              kind: 'rank',
              asin: subject,
              term: term ?? '',
              organicRank,
              sponsoredRank,
            });
        }
        for (const { column, asin } of perAsin) {
          const organicRank = cells.rank(column);
          if (organicRank !== null)
            ranks.push({ kind: 'rank', asin, term: term ?? '', organicRank, sponsoredRank: null });
        }
        return [{ kind: 'term', term: term ?? '', searchVolume }, ...ranks];
      },
    };
  },
};
