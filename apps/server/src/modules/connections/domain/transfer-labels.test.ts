import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '@fathom/contract';
import { labelsInTarget } from './transfer-labels';

const niche = (id: number, label: string, marketplace = 'com') => ({ id, label, marketplace });

describe('labels of transferred niches', () => {
  it('keeps free labels and gives a taken one the first free suffix, per marketplace', () => {
    const labels = labelsInTarget(
      [niche(1, 'Peeler'), niche(2, 'Peeler (2)'), niche(3, 'Peeler', 'de'), niche(4, 'Garlic')],
      [
        { marketplace: 'com', label: 'PEELER' },
        { marketplace: 'com', label: 'peeler (3)' },
      ],
    );
    expect([...labels.entries()]).toEqual([
      [2, 'Peeler (2)'],
      [3, 'Peeler'],
      [4, 'Garlic'],
      [1, 'Peeler (4)'],
    ]);
  });

  it('cuts a long label so the suffixed one stays within the limit', () => {
    const long = 'x'.repeat(NAME_MAX);
    const label = labelsInTarget([niche(1, long)], [{ marketplace: 'com', label: long }]).get(1)!;
    expect(label).toHaveLength(NAME_MAX);
    expect(label.endsWith('x (2)')).toBe(true);
  });
});
