// Mantine's global styles; each component's own stylesheet comes with the component (decision 011).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { authStore } from '@client/lib/auth/auth-store';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';

void authStore.initialize(window.location.search);
// Cached answers belong to the user who asked for them.
authStore.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT') queryClient.clear();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
