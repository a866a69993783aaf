/**
 * Helium 10 Magnet (keyword research from a seed) exports: one row per keyword phrase with its
 * search volume; no ranks. Told from Cerebro by its "Magnet IQ Score" column.
 */
import type { TabularFormat } from '../core/format';

export const magnet: TabularFormat = {
  format: 'helium10-magnet',
  label: 'a Helium 10 Magnet export (Keyword Phrase, Magnet IQ Score, Search Volume)',
  detect: (header) =>
    header.find('keyword phrase', 'keyword') !== -1 &&
    header.find('search volume') !== -1 &&
    header.find('magnet iq score') !== -1,
  open(header) {
    const phrase = header.find('keyword phrase', 'keyword');
    const volume = header.find('search volume');
    return {
      marketplace: () => null,
      dataDate: () => null,
      read(cells) {
        const term = cells.text(phrase, { required: true });
        const searchVolume = cells.int(volume);
        return [{ kind: 'term', term: term ?? '', searchVolume }];
      },
    };
  },
};
