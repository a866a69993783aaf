import {
  HIGHLIGHT_NO_COLOR,
  type CreateHighlightBody,
  type Highlight,
  type HighlightDetail,
  type UpdateHighlightBody,
} from '@fathom/contract';
import type { z } from 'zod';
import { invalid, notFound } from '../../../lib/errors';
import type { AccessibleTracker } from '../rank-radar.repository';
import { refuseArchived, type RankRadarService } from '../rank-radar.service';
import type {
  HighlightFields,
  HighlightsRepository,
  TrackerHighlight,
} from './highlights.repository';

export function createHighlightsService(deps: {
  rankRadar: Pick<RankRadarService, 'termsOf'>;
  repo: HighlightsRepository;
}) {
  const { repo } = deps;

  /** The tracker's highlight: the route guard of `:hid`. */
  async function resolve(tracker: AccessibleTracker, id: number): Promise<TrackerHighlight> {
    const row = await repo.one(tracker, id);
    if (!row) throw notFound('Highlight');
    return row;
  }

  /** Dates not before the tracker's first day, start not after end. */
  async function checkDates(
    tracker: AccessibleTracker,
    f: Pick<HighlightFields, 'startAt' | 'endAt'>,
  ) {
    const first = await repo.startDate(tracker);
    if (f.startAt < first)
      throw invalid(`Dates cannot be before the Rank Radar was created (${first})`);
    if (f.startAt > f.endAt) throw invalid('The start date cannot be after the end date');
  }

  async function checkKeywords(tracker: AccessibleTracker, ids: number[]) {
    const unique = [...new Set(ids)];
    if (!unique.length) return unique;
    const own = await deps.rankRadar.termsOf(tracker, unique);
    if (own.length !== unique.length) throw invalid('Some search terms are not in this Rank Radar');
    return unique;
  }

  return {
    resolve,

    async list(
      tracker: AccessibleTracker,
      q: { startDate?: string | undefined; endDate?: string | undefined; type?: Highlight['type'] },
    ) {
      return {
        highlights: await repo.list(tracker, { from: q.startDate, to: q.endDate, type: q.type }),
        firstDay: await repo.startDate(tracker),
      };
    },

    async get(highlight: TrackerHighlight): Promise<HighlightDetail> {
      const rows = await repo.keywords(highlight);
      return {
        ...highlight,
        keywords: rows.map((r) => ({
          id: r.id,
          keyword: r.keyword,
          searchVolume: r.searchVolume,
          svShare: r.total && r.searchVolume !== null ? r.searchVolume / Number(r.total) : null,
        })),
      };
    },

    async create(tracker: AccessibleTracker, body: z.output<typeof CreateHighlightBody>) {
      refuseArchived(tracker);
      const note = body.type === 'note';
      const fields: HighlightFields = {
        type: body.type,
        title: note ? '' : body.title,
        description: body.description,
        color: note ? HIGHLIGHT_NO_COLOR : body.color!,
        startAt: body.startAt,
        endAt: note ? body.startAt : (body.endAt ?? body.startAt),
      };
      await checkDates(tracker, fields);
      const ids = note ? [] : await checkKeywords(tracker, body.keywordIds);
      return resolve(tracker, await repo.create(tracker, fields, ids));
    },

    async update(
      tracker: AccessibleTracker,
      held: TrackerHighlight,
      body: z.output<typeof UpdateHighlightBody>,
    ) {
      refuseArchived(tracker);
      const note = held.type === 'note';
      const startAt = body.startAt ?? held.startAt;
      const fields: HighlightFields = {
        type: held.type,
        title: note ? '' : (body.title ?? held.title),
        description: body.description ?? held.description,
        color: note ? HIGHLIGHT_NO_COLOR : (body.color ?? held.color),
        startAt,
        endAt: note ? startAt : (body.endAt ?? held.endAt),
      };
      if (note && fields.description === '') throw invalid('A note needs a description');
      await checkDates(tracker, fields);
      const ids = body.keywordIds ?? [];
      if (note && ids.length) throw invalid('A note is not on search terms');
      const attach = await checkKeywords(
        tracker,
        ids.filter((k) => k > 0),
      );
      const detach = ids.filter((k) => k < 0).map((k) => -k);
      await repo.update(held, fields, attach, detach);
      return resolve(tracker, held.id);
    },

    async remove(tracker: AccessibleTracker, highlight: TrackerHighlight) {
      refuseArchived(tracker);
      await repo.remove(highlight);
      return { ok: true as const };
    },
  };
}

export type HighlightsService = ReturnType<typeof createHighlightsService>;
