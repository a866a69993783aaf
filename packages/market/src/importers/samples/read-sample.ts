/**
 * Tests only: a sample file read as the upload gate reads it (the server's CSV reader), opened as
 * an import, with all its records.
 */
import { readFileSync } from 'node:fs';
import { csvRows } from '../../../../../apps/server/src/lib/uploads/csv';
import { openTabularImport, type ImportOptions } from '../tabular';
import type { ImportRecord, ImportRow } from '../types';

export async function* rowsOf(items: Iterable<ImportRow>): AsyncGenerator<ImportRow> {
  for (const item of items) yield await Promise.resolve(item);
}

export function sampleRows(name: string): ImportRow[] {
  return [...csvRows(readFileSync(new URL(name, import.meta.url)))];
}

export async function readAll(rows: Iterable<ImportRow>, options: ImportOptions = {}) {
  const reader = await openTabularImport(rowsOf(rows), options);
  const records: ImportRecord[] = [];
  for await (const batch of reader.records()) records.push(...batch);
  return { reader, records, problems: reader.problems() };
}

export const readSample = (name: string, options: ImportOptions = {}) =>
  readAll(sampleRows(name), options);

/** Rows from cell arrays, numbered from 1. */
export const table = (...rows: string[][]): ImportRow[] =>
  rows.map((cells, i) => ({ row: i + 1, cells }));
