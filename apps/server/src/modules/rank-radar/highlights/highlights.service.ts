import {
  HIGHLIGHT_NO_COLOR,
  type CreateHighlightBody,
  type Highlight,
  type HighlightDetail,
  type UpdateHighlightBody,
} from '@fathom/contract';
import type { z } from 'zod';
import { invalid, notFound } from '../../../lib/errors';
import type { Scope } from '../../../lib/scope';
import type { RankRadarService } from '../rank-radar.service';
import type { HighlightFields, HighlightsRepository } from './highlights.repository';

export function createHighlightsService(deps: {
  rankRadar: Pick<RankRadarService, 'get' | 'requireManage' | 'termsOf'>;
  repo: HighlightsRepository;
}) {
  const { repo } = deps;

  async function find(krtId: number, id: number): Promise<Highlight> {
    const row = await repo.one(krtId, id);
    if (!row) throw notFound('Highlight');
    return row;
  }

  /** Dates not before the tracker's first day, start not after end. */
  async function checkDates(krtId: number, f: Pick<HighlightFields, 'startAt' | 'endAt'>) {
    const first = await repo.startDate(krtId);
    if (f.startAt < first)
      throw invalid(`Dates cannot be before the Rank Radar was created (${first})`);
    if (f.startAt > f.endAt) throw invalid('The start date cannot be after the end date');
  }

  async function checkKeywords(krtId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    if (!unique.length) return unique;
    const own = await deps.rankRadar.termsOf(krtId, unique);
    if (own.length !== unique.length) throw invalid('Some search terms are not in this Rank Radar');
    return unique;
  }

  return {
    async list(
      scope: Scope,
      krtId: number,
      q: { startDate?: string | undefined; endDate?: string | undefined; type?: Highlight['type'] },
    ) {
      await deps.rankRadar.get(scope, krtId);
      return {
        highlights: await repo.list(krtId, { from: q.startDate, to: q.endDate, type: q.type }),
        firstDay: await repo.startDate(krtId),
      };
    },

    async get(scope: Scope, krtId: number, id: number): Promise<HighlightDetail> {
      await deps.rankRadar.get(scope, krtId);
      const highlight = await find(krtId, id);
      const rows = await repo.keywords(id);
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

    async create(scope: Scope, krtId: number, body: z.output<typeof CreateHighlightBody>) {
      await deps.rankRadar.requireManage(scope, krtId);
      const note = body.type === 'note';
      const fields: HighlightFields = {
        type: body.type,
        title: note ? '' : body.title,
        description: body.description,
        color: note ? HIGHLIGHT_NO_COLOR : body.color!,
        startAt: body.startAt,
        endAt: note ? body.startAt : (body.endAt ?? body.startAt),
      };
      await checkDates(krtId, fields);
      const ids = note ? [] : await checkKeywords(krtId, body.keywordIds);
      return find(krtId, await repo.create(krtId, fields, ids));
    },

    async update(
      scope: Scope,
      krtId: number,
      id: number,
      body: z.output<typeof UpdateHighlightBody>,
    ) {
      await deps.rankRadar.requireManage(scope, krtId);
      const held = await find(krtId, id);
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
      await checkDates(krtId, fields);
      const ids = body.keywordIds ?? [];
      if (note && ids.length) throw invalid('A note is not on search terms');
      const attach = await checkKeywords(
        krtId,
        ids.filter((k) => k > 0),
      );
      const detach = ids.filter((k) => k < 0).map((k) => -k);
      await repo.update(id, fields, attach, detach);
      return find(krtId, id);
    },

    async remove(scope: Scope, krtId: number, id: number) {
      await deps.rankRadar.requireManage(scope, krtId);
      await find(krtId, id);
      await repo.remove(id);
      return { ok: true as const };
    },
  };
}

export type HighlightsService = ReturnType<typeof createHighlightsService>;
