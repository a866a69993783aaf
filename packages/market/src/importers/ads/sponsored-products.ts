/**
 * Amazon Ads Sponsored Products reports downloaded from the advertising console (.xlsx or .csv):
 * search term, targeting and advertised product, daily (`Date`) or summary (`Start Date`,
 * `End Date`), in the layouts since 2019 and any marketplace's currency. Column names changed
 * over the years (`7 Day Total Sales` and `7 Day Total Sales ($)`, `Spend` and `Cost`,
 * `7 Day Total Orders (#)`), which ../core/header makes comparable. The currency is the row's
 * `Currency` column, else the sign or code in its money cells or headers, else the marketplace's
 * the caller names; the marketplace is the row's `Country`, else the currency's.
 */
import { marketplace as marketplaceInfo, type MarketplaceTld } from '@fathom/contract';
import type { Header } from '../core/cells';
import { marketplaceOfCountry, marketplaceOfCurrency, type TabularFormat } from '../core/format';
import type { PpcRecord, PpcReportKind } from '../types';
import { matchTypeOf } from './match-type';

const SALES = ['7 day total sales', 'total sales', 'sales', '14 day total sales', 'sales 7d'];
const ORDERS = [
  '7 day total orders',
  'total orders',
  'orders',
  '14 day total orders',
  'purchases 7d',
];

function columns(header: Header) {
  return {
    date: header.find('date', 'day'),
    start: header.find('start date'),
    end: header.find('end date'),
    currency: header.find('currency'),
    country: header.find('country', 'marketplace'),
    campaign: header.find('campaign name', 'campaign'),
    adGroup: header.find('ad group name', 'ad group'),
    targeting: header.find('targeting', 'keyword', 'keyword or product targeting'),
    matchType: header.find('match type'),
    searchTerm: header.find('customer search term', 'search term'),
    asin: header.find('advertised asin'),
    impressions: header.find('impressions'),
    clicks: header.find('clicks'),
    spend: header.find('spend', 'cost', 'total spend'),
    sales: header.find(...SALES),
    orders: header.find(...ORDERS),
  };
}

const common = (header: Header) => {
  const c = columns(header);
  return (
    c.campaign !== -1 &&
    c.impressions !== -1 &&
    c.clicks !== -1 &&
    c.spend !== -1 &&
    (c.date !== -1 || c.start !== -1)
  );
};

function report(
  report: PpcReportKind,
  label: string,
  detect: (header: Header) => boolean,
): TabularFormat {
  return {
    format:
      report === 'searchTerm'
        ? 'ads-sp-search-term'
        : report === 'targeting'
          ? 'ads-sp-targeting'
          : 'ads-sp-advertised-product',
    label,
    detect: (header) => common(header) && detect(header),
    open(header, _above, file) {
      const c = columns(header);
      const headerCurrency = header.currency();
      const fallback = file.marketplace ? marketplaceInfo(file.marketplace).currency : null;
      let seen: MarketplaceTld | null = null;
      let last: string | null = null;
      return {
        marketplace: () => seen,
        dataDate: () => last,
        read(cells) {
          const daily = c.date !== -1;
          const day = daily ? cells.date(c.date, { required: true }) : null;
          const startDate = daily ? day : cells.date(c.start, { required: true });
          const endDate = daily || c.end === -1 ? startDate : cells.date(c.end, { required: true });
          const targeting = cells.text(c.targeting);
          cells.currency = null;
          const spend = cells.money(c.spend, { required: true });
          const sales = cells.money(c.sales) ?? 0;
          const currency =
            cells.text(c.currency)?.toUpperCase() ?? cells.currency ?? headerCurrency ?? fallback;
          const record: PpcRecord = {
            kind: 'ppc',
            report,
            startDate: startDate ?? '',
            endDate: endDate ?? '',
            campaignName: cells.text(c.campaign, { required: true }) ?? '',
            adGroupName: cells.text(c.adGroup) ?? '',
            advertisedAsin:
              report === 'advertisedProduct' ? cells.asin(c.asin, { required: true }) : null,
            matchType:
              report === 'advertisedProduct'
                ? null
                : matchTypeOf(cells.text(c.matchType), targeting),
            targeting: report === 'advertisedProduct' ? null : targeting,
            searchTerm:
              report === 'searchTerm' ? cells.text(c.searchTerm, { required: true }) : null,
            impressions: cells.int(c.impressions) ?? 0,
            clicks: cells.int(c.clicks) ?? 0,
            spend: spend ?? 0,
            sales,
            orders: cells.int(c.orders) ?? 0,
            currency: currency ?? '',
          };
          if (!currency)
            cells.problem(
              c.currency === -1 ? null : c.currency,
              'The row names no currency (no Currency column, sign or code); choose the marketplace when importing the report.',
            );
          if (!cells.ok) return [];
          seen ??=
            marketplaceOfCountry(cells.text(c.country)) ?? marketplaceOfCurrency(record.currency);
          if (last === null || record.endDate > last) last = record.endDate;
          return [record];
        },
      };
    },
  };
}

export const spSearchTerm = report(
  'searchTerm',
  'a Sponsored Products search term report (Campaign Name, Customer Search Term, Impressions, Clicks, Spend)',
  (header) => header.find('customer search term', 'search term') !== -1,
);

export const spAdvertisedProduct = report(
  'advertisedProduct',
  'a Sponsored Products advertised product report (Campaign Name, Advertised ASIN, Impressions, Clicks, Spend)',
  (header) => header.find('advertised asin') !== -1,
);

export const spTargeting = report(
  'targeting',
  'a Sponsored Products targeting report (Campaign Name, Targeting, Match Type, Impressions, Clicks, Spend)',
  (header) =>
    header.find('targeting', 'keyword') !== -1 &&
    header.find('customer search term', 'search term', 'advertised asin') === -1,
);
