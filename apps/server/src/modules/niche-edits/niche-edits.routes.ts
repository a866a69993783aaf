import type { FastifyInstance } from 'fastify';
import { nicheEditEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { NicheEditsService } from './niche-edits.service';

export function registerNicheEditRoutes(
  app: FastifyInstance,
  guards: Guards,
  edits: NicheEditsService,
): void {
  route(app, guards, e.nicheDetails, ({ member, niche }) => edits.details(member, niche));
  route(app, guards, e.renameNiche, ({ member, niche, body }) =>
    edits.rename(member, niche, body.label),
  );
  route(app, guards, e.labelExists, async ({ member, query }) => ({
    exists: await edits.labelExists(member.organizationId, query.marketplace, query.label),
  }));
  route(app, guards, e.updateNotes, ({ member, niche, body }) =>
    edits.updateNotes(member, niche, body.notes),
  );
  route(app, guards, e.heroKeywordOptions, ({ member, niche }) =>
    edits.heroKeywordOptions(member, niche),
  );
  route(app, guards, e.changeHeroKeyword, ({ member, niche, body }) =>
    edits.changeHeroKeyword(member, niche, body.keyword),
  );
  route(app, guards, e.setAssignee, ({ member, niche, body }) =>
    edits.setAssignee(member, niche, body.userId),
  );
  route(app, guards, e.setTags, ({ member, niche, body }) => edits.setTags(member, niche, body));
  route(app, guards, e.deleteNiche, async ({ member, niche }) => {
    await edits.deleteNiche(member, niche);
    return { ok: true as const };
  });
  route(app, guards, e.bulkTags, ({ member, body }) => edits.bulkTags(member, body));
  route(app, guards, e.bulkAssignee, ({ member, body }) => edits.bulkAssignee(member, body));
  route(app, guards, e.bulkDelete, ({ member, body }) => edits.bulkDelete(member, body));
}
