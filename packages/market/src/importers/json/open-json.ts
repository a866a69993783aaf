/**
 * The entry point of JSON imports: the Selling Partner API's Search Query Performance report
 * document and the Amazon Ads reporting API's Sponsored Products reports, told apart by their
 * shape. The text is parsed whole (the upload gate bounds its size); records are handed on in
 * batches as for tabular files.
 */
import { marketplace as marketplaceInfo, type MarketplaceTld } from '@fathom/contract';
import { BATCH_RECORDS, type ImportOptions, type TabularImportReader } from '../core/open';
import { marketplaceOfCurrency } from '../core/format';
import { ProblemLog } from '../core/problems';
import { UnknownImportFormat, type ImportFormat, type ImportRecord } from '../types';
import { adsItem, adsReportKind, ADS_FORMAT } from './ads-report';
import { isSqpReport, shareScale, sqpItem, sqpMarketplace } from './sqp-report';
import { ItemFields, isObject, type Json } from './values';

const EXPECTED =
  'Expected a Selling Partner API Search Query Performance report (with "dataByAsin") or an Amazon Ads ' +
  'Sponsored Products report (an array of rows with impressions, clicks and cost).';

export function openJsonImport(
  text: string,
  options: ImportOptions = {},
): Promise<TabularImportReader> {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return Promise.reject(new UnknownImportFormat('The file is empty.'));
  let document: Json;
  try {
    document = JSON.parse(trimmed) as Json;
  } catch {
    return Promise.reject(new UnknownImportFormat(`The file is not valid JSON. ${EXPECTED}`));
  }
  const problems = new ProblemLog();
  const fallbackCurrency = options.marketplace
    ? marketplaceInfo(options.marketplace).currency
    : null;
  let format: ImportFormat;
  let items: Json[];
  let read: (item: Json, fields: ItemFields) => ImportRecord[];
  let marketplace: () => MarketplaceTld | null;
  let dataDate: string | null = null;
  if (isSqpReport(document)) {
    format = 'brand-analytics-sqp';
    items = document.dataByAsin as Json[];
    const scale = shareScale(document);
    read = (item, fields) => sqpItem(item, fields, scale);
    const tld = sqpMarketplace(document);
    marketplace = () => tld;
  } else {
    const rows = Array.isArray(document)
      ? document
      : isObject(document) && Array.isArray(document.rows)
        ? document.rows
        : null;
    const report = rows && adsReportKind(rows);
    if (!rows || !report)
      return Promise.reject(
        new UnknownImportFormat(`The JSON is no report Fathom reads. ${EXPECTED}`),
      );
    format = ADS_FORMAT[report];
    items = rows;
    let seen: MarketplaceTld | null = null;
    read = (item, fields) => {
      const records = adsItem(item, fields, report, fallbackCurrency);
      for (const r of records) seen ??= marketplaceOfCurrency(r.currency);
      return records;
    };
    marketplace = () => seen;
  }
  async function* records(): AsyncGenerator<ImportRecord[]> {
    let batch: ImportRecord[] = [];
    for (let i = 0; i < items.length; i += 1) {
      const fields = new ItemFields(problems, i + 1);
      for (const record of read(items[i]!, fields)) {
        batch.push(record);
        const end =
          record.kind === 'sqp'
            ? record.row.endDate
            : record.kind === 'ppc'
              ? record.endDate
              : null;
        if (end && (dataDate === null || end > dataDate)) dataDate = end;
      }
      if (batch.length >= BATCH_RECORDS) {
        yield await Promise.resolve(batch);
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
    if (items.length === 0) problems.add(1, null, 'The report has no rows.');
  }
  return Promise.resolve({
    format,
    get marketplace() {
      return marketplace() ?? options.marketplace ?? null;
    },
    get dataDate() {
      return dataDate;
    },
    records,
    problems: () => problems.kept,
    problemCount: () => problems.total,
  });
}
