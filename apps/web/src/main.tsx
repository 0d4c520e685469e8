// First: every later module may parse with zod.
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchSession } from './app/prefetch-session';
import { AppProviders } from './app/providers';
import { installRoutePrefetch } from './app/route-prefetch';
import { router, routes } from './app/router';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router has started loading the first page's code (and the shell's): ask for the session's
// data beside it, and fetch other pages' code as links to them are pointed at.
void prefetchSession(queryClient, window.location);
installRoutePrefetch(routes);

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
