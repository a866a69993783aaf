import type { z } from 'zod';
import type { NicheSelection } from '@fathom/contract';
import { invalid } from '../../lib/errors';
import type { Membership } from '../../lib/identity';

export type Selection = z.output<typeof NicheSelection>;

/**
 * The ids of the niches a bulk action names. Niches picked one by one are taken as they are;
 * "every niche matching a view except some" needs the pipeline's query of the view, so it is
 * refused until that query is wired here.
 */
export function resolveSelection(_scope: Membership, selection: Selection): Promise<number[]> {
  if (selection.mode === 'ids') return Promise.resolve([...new Set(selection.ids)]);
  return Promise.reject(invalid('Select the niches one by one for this action'));
}
