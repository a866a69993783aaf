import { addDays, HIGHLIGHT_NO_COLOR, HIGHLIGHT_PALETTE } from '@fathom/contract';
import type { AccessibleTracker } from '../rank-radar.repository';
import type { HighlightsRepository } from './highlights.repository';

/** Two tags and a note on a demo tracker, once: what a seller would have marked over its history. */
export async function seedDemoHighlights(
  repo: Pick<HighlightsRepository, 'list' | 'create' | 'termIds'>,
  tracker: AccessibleTracker,
  first: string,
  today: string,
): Promise<void> {
  if ((await repo.list(tracker, {})).length) return;
  const terms = await repo.termIds(tracker, 5);
  const within = (day: string) => (day < first ? first : day);
  await repo.create(
    tracker,
    {
      type: 'tag',
      title: 'Price test',
      description: 'Price lowered by 10% to test conversion on the main search terms.',
      color: HIGHLIGHT_PALETTE[6],
      startAt: within(addDays(today, -40)),
      endAt: within(addDays(today, -26)),
    },
    terms.slice(0, 3),
  );
  await repo.create(
    tracker,
    {
      type: 'tag',
      title: 'Coupon 15%',
      description: 'A 15% coupon shown on the search results page.',
      color: HIGHLIGHT_PALETTE[1],
      startAt: within(addDays(today, -14)),
      endAt: addDays(today, -1),
    },
    terms.slice(2, 5),
  );
  await repo.create(
    tracker,
    {
      type: 'note',
      title: '',
      description: 'New main image and A+ content went live.',
      color: HIGHLIGHT_NO_COLOR,
      startAt: within(addDays(today, -20)),
      endAt: within(addDays(today, -20)),
    },
    [],
  );
}
