/**
 * Catalog Items API 2022-04-01: getCatalogItem and searchCatalogItems by ASIN, mapped to Product.
 * Types: amzn/selling-partner-api-models, models/catalog-items-api-model/catalogItems_2022-04-01.json
 * (definitions Item, ItemSummaryByMarketplace, ItemSalesRanksByMarketplace, ItemImagesByMarketplace,
 * ItemRelationshipsByMarketplace, ItemSearchResults), only the fields used. `attributes` are
 * product-type JSON; list_price, product_site_launch_date and item_name are read as in the
 * model's example item.
 */
import { marketplace, type MarketplaceTld } from '@fathom/contract';
import type { Product, ProductVariation } from '../../provider';
import type { AmazonHttp } from '../http';
import { marketplaceId } from '../regions';
import type { SpApiSession } from './session';

export interface ItemSummary {
  marketplaceId: string;
  brand?: string;
  browseClassification?: { displayName: string; classificationId: string };
  color?: string;
  itemName?: string;
  releaseDate?: string;
  size?: string;
  websiteDisplayGroupName?: string;
}

export interface ItemSalesRanks {
  marketplaceId: string;
  classificationRanks?: { classificationId: string; title: string; rank: number }[];
  displayGroupRanks?: { websiteDisplayGroup: string; title: string; rank: number }[];
}

export interface ItemImages {
  marketplaceId: string;
  images: { variant: string; link: string; height: number; width: number }[];
}

export interface ItemRelationships {
  marketplaceId: string;
  relationships: {
    type: string;
    childAsins?: string[];
    parentAsins?: string[];
    variationTheme?: { attributes?: string[]; theme?: string };
  }[];
}

/** A product-type attribute value: one entry per marketplace (and language). */
interface AttributeValue {
  value?: unknown;
  currency?: string;
  marketplace_id?: string;
}

export interface CatalogItem {
  asin: string;
  attributes?: Record<string, AttributeValue[] | undefined>;
  images?: ItemImages[];
  relationships?: ItemRelationships[];
  salesRanks?: ItemSalesRanks[];
  summaries?: ItemSummary[];
}

export interface ItemSearchResults {
  numberOfResults: number;
  pagination?: { nextToken?: string; previousToken?: string };
  items: CatalogItem[];
}

export const CATALOG_INCLUDED_DATA = 'summaries,salesRanks,images,relationships,attributes';
/** searchCatalogItems takes at most 20 identifiers a request (its `identifiers` maxItems). */
export const CATALOG_IDENTIFIERS_MAX = 20;

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const inMarket = <T extends { marketplaceId: string }>(list: T[] | undefined, id: string) =>
  list?.find((x) => x.marketplaceId === id);

function attribute(item: CatalogItem, name: string, id: string): AttributeValue | undefined {
  const values = item.attributes?.[name];
  return values?.find((v) => v.marketplace_id === id) ?? values?.[0];
}

/**
 * A catalog item as a Product. The Catalog Items API has no ratings, reviews or offer prices:
 * rating and reviewCount are 0 and price is the list price (0 without one); docs/data-sources.md.
 */
export function catalogItemToProduct(item: CatalogItem, tld: MarketplaceTld): Product {
  const id = marketplaceId(tld);
  const summary = inMarket(item.summaries, id);
  const ranks = inMarket(item.salesRanks, id);
  const images = inMarket(item.images, id)?.images ?? [];
  const main = images
    .filter((i) => i.variant === 'MAIN')
    .sort((a, b) => b.width * b.height - a.width * a.height)[0];
  const variation = inMarket(item.relationships, id)?.relationships.find(
    (r) => r.type === 'VARIATION',
  );
  const parentAsin = variation?.parentAsins?.[0] ?? null;
  const children: ProductVariation[] = (variation?.childAsins ?? []).map((asin) => ({
    asin,
    attributes: {},
  }));
  const price = attribute(item, 'list_price', id);
  const launched = attribute(item, 'product_site_launch_date', id)?.value;
  const top = ranks?.displayGroupRanks?.[0];
  const narrow = ranks?.classificationRanks?.[0];
  const attributes = {
    ...(summary?.color ? { color: summary.color } : {}),
    ...(summary?.size ? { size: summary.size } : {}),
  };
  return {
    asin: item.asin,
    amazonTld: tld,
    title: summary?.itemName ?? textOf(attribute(item, 'item_name', id)?.value) ?? item.asin,
    brand: summary?.brand ?? textOf(attribute(item, 'brand', id)?.value) ?? '',
    landingImageUrl: main?.link ?? '',
    currency: marketplace(tld).currency,
    price: typeof price?.value === 'number' ? Math.round(price.value * 100) : 0,
    rating: 0,
    reviewCount: 0,
    firstListedDate:
      typeof launched === 'string' ? launched.slice(0, 10) : (summary?.releaseDate ?? ''),
    category: top?.title ?? summary?.websiteDisplayGroupName ?? '',
    productType: summary?.browseClassification?.displayName ?? '',
    parentAsin,
    variationAttributes: parentAsin ? attributes : null,
    variations: children,
    bsr: [
      ...(top
        ? [{ categoryId: top.websiteDisplayGroup, categoryName: top.title, rank: top.rank }]
        : []),
      ...(narrow
        ? [{ categoryId: narrow.classificationId, categoryName: narrow.title, rank: narrow.rank }]
        : []),
    ],
  };
}

/** The Catalog Items calls of one selling account in one marketplace. */
export function createCatalogClient(http: AmazonHttp, session: SpApiSession) {
  const url = (path: string, query: Record<string, string>) => {
    const u = new URL(path, session.origin);
    u.search = new URLSearchParams(query).toString();
    return u;
  };
  const id = marketplaceId(session.tld);

  return {
    /** One item; null when Amazon does not know the ASIN in the marketplace. */
    getCatalogItem: (asin: string) =>
      http.call<CatalogItem>({
        operation: 'getCatalogItem',
        account: session.account,
        url: url(`/catalog/2022-04-01/items/${encodeURIComponent(asin)}`, {
          marketplaceIds: id,
          includedData: CATALOG_INCLUDED_DATA,
        }),
        auth: session.auth,
        notFoundIsNull: true,
      }),

    /** Items by ASIN, 20 identifiers a request; unknown ASINs are absent. */
    async searchCatalogItems(asins: readonly string[]): Promise<CatalogItem[]> {
      const items: CatalogItem[] = [];
      for (let i = 0; i < asins.length; i += CATALOG_IDENTIFIERS_MAX) {
        const chunk = asins.slice(i, i + CATALOG_IDENTIFIERS_MAX);
        // With at most 20 identifiers and a page size of 20, one page holds every match.
        const page = await http.call<ItemSearchResults>({
          operation: 'searchCatalogItems',
          account: session.account,
          url: url('/catalog/2022-04-01/items', {
            identifiers: chunk.join(','),
            identifiersType: 'ASIN',
            marketplaceIds: id,
            includedData: CATALOG_INCLUDED_DATA,
            pageSize: String(CATALOG_IDENTIFIERS_MAX),
          }),
          auth: session.auth,
        });
        items.push(...(page?.items ?? []));
      }
      return items;
    },
  };
}
