import {
  BULK_OPEN_MAX,
  DIVE_MESSAGES,
  EXTENSION_OPEN_NICHE_PAGES,
  type OpenNichePagesMessage,
} from '@fathom/contract';
import { detectExtension } from '../../../lib/use-extension-detection';
import { notifyErrorMessage } from '../../../lib/notify';
import { nicheAddress } from './niche-pages';

/**
 * Bulk Open (spec: niche-pipeline §2): hands the pages of the first 25 niches to the browser
 * extension, which opens them; without the extension, a toast says to install it.
 */
export async function bulkOpen(nicheIds: readonly number[]): Promise<boolean> {
  if (!(await detectExtension())) {
    notifyErrorMessage(DIVE_MESSAGES.missingExtension);
    return false;
  }
  const message: OpenNichePagesMessage = {
    type: EXTENSION_OPEN_NICHE_PAGES,
    payload: {
      pages: nicheIds.slice(0, BULK_OPEN_MAX).map((nicheId) => ({
        nicheId,
        url: nicheAddress(nicheId),
      })),
    },
  };
  window.postMessage(message, window.location.origin);
  return true;
}
