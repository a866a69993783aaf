import type { ImportedRow } from './history-import';
import type { PackedDay } from './history.repository';

export interface MergeInput {
  rows: ImportedRow[];
  /** The tracker's terms of the file, and when each was added (epoch milliseconds). */
  terms: { id: number; keyword: string; addedAt: number }[];
  /** The tracker's stored packed days over the file's dates. */
  stored: PackedDay[];
  /** The days the tracker collected over the file's dates, and when (epoch milliseconds). */
  collections: { day: string; collectedAt: number }[];
}

/** A packed day to append to: the stored one's entries, or none. */
const copyOf = (held: PackedDay | undefined, day: string): PackedDay => ({
  day,
  keywordIds: [...(held?.keywordIds ?? [])],
  organic: [...(held?.organic ?? [])],
  sponsored: [...(held?.sponsored ?? [])],
  impression: [...(held?.impression ?? [])],
  asins: [...(held?.asins ?? [])],
  topAsins: [...(held?.topAsins ?? [])],
});

/**
 * Adds the file's rows to the tracker's packed days where the term has no stored data that day:
 * the day's row does not hold the term, and the day was not collected while the term was tracked
 * (a collected day without a term's entry means "not ranked", which the file may not overwrite).
 * Answers the days to write (whole rows, stored entries kept), the term days filled and skipped
 * (a row without any rank is neither), and each term's earliest imported organic rank day.
 */
export function mergeIntoDays({ rows, terms, stored, collections }: MergeInput) {
  const termOf = new Map(terms.map((t) => [t.keyword, t]));
  const storedOf = new Map(stored.map((d) => [d.day, d]));
  const collectedAt = new Map(collections.map((c) => [c.day, c.collectedAt]));
  const writes = new Map<string, PackedDay>();
  const firstSeen = new Map<number, string>();
  let filled = 0;
  let skipped = 0;
  for (const row of rows) {
    const term = termOf.get(row.term)!;
    const held = storedOf.get(row.day);
    const at = collectedAt.get(row.day);
    if (held?.keywordIds.includes(term.id) || (at !== undefined && term.addedAt <= at)) {
      skipped += 1;
      continue;
    }
    // A row without any rank stores nothing: an uncollected day has no "not ranked".
    if (row.organic === null && row.sponsored === null && row.impression === null) continue;
    filled += 1;
    let day = writes.get(row.day);
    if (!day) writes.set(row.day, (day = copyOf(held, row.day)));
    let top: number | null = null;
    if (row.topAsin) {
      top = day.asins.indexOf(row.topAsin) + 1;
      if (top === 0) top = day.asins.push(row.topAsin);
    }
    day.keywordIds.push(term.id);
    day.organic.push(row.organic);
    day.sponsored.push(row.sponsored);
    day.impression.push(row.impression);
    day.topAsins.push(top);
    const first = firstSeen.get(term.id);
    if (row.organic !== null && (first === undefined || row.day < first))
      firstSeen.set(term.id, row.day);
  }
  return { writes: [...writes.values()], filled, skipped, firstSeen };
}
