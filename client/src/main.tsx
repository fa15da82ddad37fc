// Must stay the first import: it configures zod before any schema is created.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAnalytics } from './lib/analytics';
import { startThemeSync } from './lib/theme';
import { preloadFirstScreen } from './app/router';
import { createQueryClient } from './lib/query-client';
import { readStoredToken } from './lib/storage';
import './index.css';

startThemeSync();
startAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
preloadFirstScreen(window.location.pathname, readStoredToken() !== null, queryClient);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
