import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { holdEarlyTap } from './boot/early-tap';
import { prefetchAccessCheck, preloadPage } from './app/routes';
import { i18next, initI18n } from './lib/i18n';
import './styles.css';

const translationsReady = initI18n();
preloadPage(window.location.pathname);
const queryClient = createQueryClient();
prefetchAccessCheck(queryClient, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
const prerendered = container.dataset.prerendered;
if (prerendered) {
  // the server sent this page's first screen (docs/decisions/0038-route-preloads.md): hydrated
  // once the translations are in, if they are the language it was drawn in; drawn anew otherwise
  void translationsReady
    .catch(() => undefined)
    .then(() => {
      holdEarlyTap();
      if (i18next.resolvedLanguage === prerendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
} else {
  createRoot(container).render(app);
}
