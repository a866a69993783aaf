import { describe, expect, it } from 'vitest';
import { listVolumesOption } from './ListVolumes';

type Labelled = (p: { name: string; value: number }) => string;

describe('listVolumesOption', () => {
  it('labels each slice with its whole-percent share, as the table beside it', () => {
    const option = listVolumesOption([
      { list: 'mkl', keywords: 259, searchVolume: 333_555 },
      { list: 'outlier', keywords: 2, searchVolume: 264_342 },
      { list: 'residue', keywords: 49, searchVolume: 88_529 },
    ]);
    const [pie] = option.series as [{ label: { formatter: Labelled } }];
    // 48.59% of 686,426 searches, which the chart used to write with its own two decimals.
    expect(pie.label.formatter({ name: 'Master list', value: 333_555 })).toBe('Master list: 49%');
    expect(pie.label.formatter({ name: 'Residue', value: 88_529 })).toBe('Residue: 13%');
    const tooltip = (option.tooltip as { formatter: Labelled }).formatter;
    expect(tooltip({ name: 'Outliers', value: 264_342 })).toBe('Outliers: 264,342 searches (39%)');
  });
});
