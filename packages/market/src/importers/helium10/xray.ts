/**
 * Helium 10 Xray (and Black Box) product exports: one row per product of a search page or a
 * category, with price, estimated monthly sales and revenue, best-sellers rank, rating, review
 * count, category and parent ASIN. Money is in the currency the Price header or cells name
 * (`Price  ₹`, `$24.99`), else in the marketplace's the caller names.
 */
import { marketplace as marketplaceInfo } from '@fathom/contract';
import type { Header } from '../core/cells';
import { marketplaceOfCurrency, type TabularFormat } from '../core/format';
import type { ProductRecord } from '../types';

const SALES = ['asin sales', 'sales', 'monthly sales', 'parent level sales'];
const REVENUE = ['asin revenue', 'revenue', 'monthly revenue', 'parent level revenue'];

function columns(header: Header) {
  return {
    asin: header.find('asin'),
    title: header.find('product details', 'title', 'product title', 'product name'),
    brand: header.find('brand'),
    price: header.find('price'),
    sales: header.find(...SALES),
    revenue: header.find(...REVENUE),
    bsr: header.find('bsr', 'best sellers rank', 'sales rank'),
    rating: header.find('ratings', 'rating'),
    reviews: header.find('review count', 'reviews', 'ratings count'),
    category: header.find('category'),
    parent: header.find('parent asin', 'parent'),
  };
}

export const xray: TabularFormat = {
  format: 'helium10-xray',
  label: 'a Helium 10 Xray export (ASIN, Brand, Price, Sales, Revenue, BSR, Ratings, Review Count)',
  detect(header) {
    const c = columns(header);
    return (
      c.asin !== -1 &&
      c.price !== -1 &&
      (c.bsr !== -1 || c.reviews !== -1) &&
      (c.sales !== -1 || c.revenue !== -1)
    );
  },
  open(header, _above, file) {
    const c = columns(header);
    let currency = header.names[c.price]?.currency ?? null;
    const fallback = file.marketplace ? marketplaceInfo(file.marketplace).currency : null;
    return {
      marketplace: () => marketplaceOfCurrency(currency),
      dataDate: () => null,
      read(cells) {
        const asin = cells.asin(c.asin, { required: true });
        const record: ProductRecord = { kind: 'product', asin: asin ?? '' };
        const title = cells.text(c.title);
        const brand = cells.text(c.brand);
        cells.currency = null;
        const price = cells.money(c.price);
        const revenue = cells.money(c.revenue);
        currency = cells.currency ?? currency;
        const monthlySales = cells.int(c.sales);
        const bsr = cells.int(c.bsr);
        const rating = cells.decimal(c.rating);
        const reviewCount = cells.int(c.reviews);
        const category = cells.text(c.category);
        const parent = cells.asin(c.parent);
        if (rating !== null && (rating < 0 || rating > 5))
          cells.problem(c.rating, `${rating} is not a star rating`);
        if (title !== null) record.title = title;
        if (brand !== null) record.brand = brand;
        if (price !== null || revenue !== null) {
          const named = currency ?? fallback;
          if (named) record.currency = named;
          if (price !== null && named) record.price = price;
          if (revenue !== null && named) record.monthlyRevenue = revenue;
        }
        if (monthlySales !== null) record.monthlySales = monthlySales;
        if (bsr !== null && bsr > 0) record.bsr = bsr;
        if (rating !== null) record.rating = rating;
        if (reviewCount !== null) record.reviewCount = reviewCount;
        if (category !== null) record.category = category;
        if (c.parent !== -1) record.parentAsin = parent;
        return [record];
      },
    };
  },
};
