import { sessionEndpoints } from '@fathom/contract';
import { useEndpointQuery } from './endpoint-query';

/** The server's public settings (`/api/config`): read once, they hold until the next start. */
export function usePublicConfig() {
  return useEndpointQuery(sessionEndpoints.config, {}, { staleTime: Infinity });
}

/**
 * Bytes of one file this server takes (FATHOM_UPLOAD_MAX_BYTES), or null until it is known: a
 * form then sends the file and the server's own refusal names its limit.
 */
export function useUploadBytesMax(): number | null {
  return usePublicConfig().data?.uploadBytesMax ?? null;
}
