import { describe, expect, it } from 'vitest';
import { readRanks } from './ranks';

describe('best-sellers ranks in each layout', () => {
  it.each([
    [
      '#1,234 in Kitchen & Dining (See Top 100 in Kitchen & Dining) #5 in Garlic Presses',
      [
        { rank: 1234, category: 'Kitchen & Dining' },
        { rank: 5, category: 'Garlic Presses' },
      ],
    ],
    [
      '12,345 in Home & Kitchen (See Top 100 in Home & Kitchen) 37 in Garlic Presses',
      [
        { rank: 12345, category: 'Home & Kitchen' },
        { rank: 37, category: 'Garlic Presses' },
      ],
    ],
    [
      'Nr. 50.989 in Küche, Haushalt & Wohnen (Siehe Top 100 in Küche, Haushalt & Wohnen) Nr. 83 in Vakuumierer',
      [
        { rank: 50989, category: 'Küche, Haushalt & Wohnen' },
        { rank: 83, category: 'Vakuumierer' },
      ],
    ],
    [
      'nº 1.234 en Hogar y cocina (Ver el Top 100 en Hogar y cocina) nº 5 en Prensas de ajo',
      [
        { rank: 1234, category: 'Hogar y cocina' },
        { rank: 5, category: 'Prensas de ajo' },
      ],
    ],
    [
      '1\u202f234 en Cuisine et Maison (Voir les 100 premiers en Cuisine et Maison) 5 en Presse-ail',
      [
        { rank: 1234, category: 'Cuisine et Maison' },
        { rank: 5, category: 'Presse-ail' },
      ],
    ],
    [
      'n. 1.234 in Casa e cucina (Visualizza i Top 100 nella categoria Casa e cucina) n. 5 in Spremiaglio',
      [
        { rank: 1234, category: 'Casa e cucina' },
        { rank: 5, category: 'Spremiaglio' },
      ],
    ],
    [
      'ホーム＆キッチン - 1,234位 (ホーム＆キッチンの売れ筋ランキングを見る) ニンニク絞り器 - 5位',
      [
        { rank: 1234, category: 'ホーム＆キッチン' },
        { rank: 5, category: 'ニンニク絞り器' },
      ],
    ],
    [
      '- 47,078位Kindleストア (の売れ筋ランキングを見るKindleストア) - 802位哲学・思想 (Kindleストア) - 862位思想',
      [
        { rank: 47078, category: 'Kindleストア' },
        { rank: 802, category: '哲学・思想 (Kindleストア)' },
        { rank: 862, category: '思想' },
      ],
    ],
  ])('%s', (text, ranks) => {
    expect(readRanks(text)).toEqual(ranks);
  });

  it('a text without ranks has none', () => {
    expect(readRanks('Not ranked yet')).toEqual([]);
    expect(readRanks('')).toEqual([]);
  });
});
