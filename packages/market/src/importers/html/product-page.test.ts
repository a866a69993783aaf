import { describe, expect, it } from 'vitest';
import { readPage, sample } from './testing';

describe('saved product pages in each layout', () => {
  it('amazon.com: the product information table, the parent ASIN, never the scripts', async () => {
    const read = await readPage(sample('com-product.html'));
    expect(read.reader.format).toBe('amazon-product-page');
    expect(read.reader.marketplace).toBe('com');
    expect(read.records).toEqual([
      {
        kind: 'product',
        asin: 'B00004OCKR',
        title: 'OXO Good Grips Soft-Handled Garlic Press',
        brand: 'OXO',
        price: 1995,
        currency: 'USD',
        rating: 4.7,
        reviewCount: 28441,
        bsr: 1234,
        category: 'Kitchen & Dining',
        bestSellersRanks: [
          { rank: 1234, category: 'Kitchen & Dining' },
          { rank: 5, category: 'Garlic Presses' },
          { rank: 12, category: 'Kitchen Utensils & Gadgets' },
        ],
        parentAsin: 'B07PARENT1',
      },
    ]);
    expect(read.problems).toEqual([]);
  });

  it('amazon.co.uk: the product details bullet list', async () => {
    const read = await readPage(sample('uk-product.html'));
    expect(read.reader.marketplace).toBe('co.uk');
    expect(read.records[0]).toMatchObject({
      asin: 'B004T6ZKQW',
      brand: 'Joseph Joseph',
      price: 1299,
      currency: 'GBP',
      rating: 4.4,
      reviewCount: 9876,
      bsr: 12345,
      category: 'Home & Kitchen',
      bestSellersRanks: [
        { rank: 12345, category: 'Home & Kitchen' },
        { rank: 37, category: 'Garlic Presses' },
      ],
    });
  });

  it('amazon.de: "Amazon Bestseller-Rang", the brand row, a price split into its parts', async () => {
    const read = await readPage(sample('de-product.html'));
    expect(read.reader.marketplace).toBe('de');
    expect(read.records[0]).toMatchObject({
      asin: 'B00DE00001',
      brand: 'CASO',
      price: 104999,
      currency: 'EUR',
      rating: 4.4,
      reviewCount: 1234,
      bsr: 50989,
      bestSellersRanks: [
        { rank: 50989, category: 'Küche, Haushalt & Wohnen' },
        { rank: 83, category: 'Vakuumierer' },
      ],
    });
  });

  it('amazon.es: "Clasificación en los más vendidos de Amazon"', async () => {
    const read = await readPage(sample('es-product.html'));
    expect(read.records[0]).toMatchObject({
      asin: 'B0ES000001',
      brand: 'Zyliss',
      price: 2195,
      rating: 4.6,
      reviewCount: 3210,
      bestSellersRanks: [
        { rank: 1234, category: 'Hogar y cocina' },
        { rank: 5, category: 'Prensas de ajo' },
      ],
    });
  });

  it('amazon.fr: "Classement des meilleures ventes d\'Amazon", narrow no-break spaces', async () => {
    const read = await readPage(sample('fr-product.html'));
    expect(read.records[0]).toMatchObject({
      asin: 'B0FR000001',
      brand: 'Zyliss',
      price: 102490,
      rating: 4.6,
      reviewCount: 2345,
      bestSellersRanks: [
        { rank: 1234, category: 'Cuisine et Maison' },
        { rank: 5, category: 'Presse-ail' },
      ],
    });
  });

  it('amazon.it: "Posizione nella classifica Bestseller di Amazon"; a page of its own parent', async () => {
    const read = await readPage(sample('it-product.html'));
    expect(read.records[0]).toMatchObject({
      asin: 'B0IT000001',
      brand: 'Zyliss',
      price: 1990,
      rating: 4.5,
      reviewCount: 1049,
      parentAsin: null,
      bestSellersRanks: [
        { rank: 1234, category: 'Casa e cucina' },
        { rank: 5, category: 'Spremiaglio' },
      ],
    });
  });

  it('amazon.co.jp: "Amazon 売れ筋ランキング", yen in hundredths', async () => {
    const read = await readPage(sample('jp-product.html'));
    expect(read.reader.marketplace).toBe('co.jp');
    expect(read.records[0]).toMatchObject({
      asin: 'B0JP000001',
      brand: 'KAI',
      price: 128000,
      currency: 'JPY',
      rating: 4.3,
      reviewCount: 5432,
      bestSellersRanks: [
        { rank: 1234, category: 'ホーム＆キッチン' },
        { rank: 5, category: 'ニンニク絞り器' },
      ],
    });
  });
});
