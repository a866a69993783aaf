import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 409, 422, 429]);

/** Builds the app's query client; `onUnauthorized` runs when the session has ended. */
export function createQueryClient(onUnauthorized: () => void = () => undefined): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiError(error, 401)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(isApiError(error) && NO_RETRY_STATUSES.has(error.status)) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
