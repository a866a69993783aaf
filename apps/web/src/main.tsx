import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import { createAppRouter } from './router';

const queryClient = createQueryClient(() => {
  if (queryClient.getQueryData(queryKeys.session.me())) {
    queryClient.setQueryData(queryKeys.session.me(), null);
  }
});
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
