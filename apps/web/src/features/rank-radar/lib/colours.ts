import { rankBucket, type RankKind } from '@fathom/contract';

/** The nine rank buckets, best first: greens through yellows to reds; the last is blank. */
const BUCKET_COLOURS = [
  '#57bb8a',
  '#7cc68a',
  '#a2d28b',
  '#c8dd8c',
  '#eee98d',
  '#fdd785',
  '#fbb77b',
  '#f79771',
  'transparent',
] as const;

export function rankColour(rank: number | null, kind: RankKind): string {
  return BUCKET_COLOURS[rankBucket(rank, kind)]!;
}
