import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '@client/lib/api-client';

/** The API client already retries gateway errors; a query only retries when the network dropped. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
