import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { prefetchAccessCheck, preloadPage } from './app/routes';
import { initI18n } from './lib/i18n';
import './styles.css';

void initI18n();
preloadPage(window.location.pathname);
const queryClient = createQueryClient();
prefetchAccessCheck(queryClient, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
