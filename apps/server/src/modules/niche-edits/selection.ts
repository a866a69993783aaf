import type { z } from 'zod';
import type { NicheSelection } from '@fathom/contract';
import type { Membership } from '../../lib/identity';
import type { PipelineService } from '../pipeline/pipeline.service';

export type Selection = z.output<typeof NicheSelection>;

/**
 * The ids of the niches a bulk action names: those picked one by one, or every niche matching a
 * pipeline view (the header checkbox) except those unticked, read through the pipeline's query.
 */
export async function resolveSelection(
  pipeline: Pick<PipelineService, 'matchingIds'>,
  scope: Membership,
  selection: Selection,
): Promise<number[]> {
  if (selection.mode === 'ids') return [...new Set(selection.ids)];
  const except = new Set(selection.except);
  const ids = await pipeline.matchingIds(scope, selection.view);
  return ids.filter((id) => !except.has(id));
}
