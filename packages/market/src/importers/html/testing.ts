/** Reading a saved page in tests: the sample's text, and everything an opened page yields. */
import { readFileSync } from 'node:fs';
import { openHtmlImport } from './index';
import type {
  ImportProblem,
  ImportReader,
  ImportRecord,
  ProductRecord,
  SearchPageRecord,
} from '../types';

export function sample(name: string): string {
  return readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
}

export interface ReadPage {
  reader: ImportReader;
  records: ImportRecord[];
  problems: readonly ImportProblem[];
  page: SearchPageRecord | undefined;
  products: ProductRecord[];
}

export async function readPage(html: string): Promise<ReadPage> {
  const reader = await openHtmlImport(html);
  const records: ImportRecord[] = [];
  for await (const batch of reader.records()) records.push(...batch);
  return {
    reader,
    records,
    problems: reader.problems(),
    page: records.find((r): r is SearchPageRecord => r.kind === 'searchPage'),
    products: records.filter((r): r is ProductRecord => r.kind === 'product'),
  };
}

export function product(read: ReadPage, asin: string): ProductRecord | undefined {
  return read.products.find((p) => p.asin === asin);
}
