/* global self, caches */
/*
 * The chauffeur's run sheet offline (docs/decisions/0061-run-sheet-offline.md): the app shell
 * under /chauffeur, network first, the last copy when the network fails. The API is never cached
 * here: the run sheet keeps its own last answer (localStorage), marked with its time.
 */
const CACHE = 'navette-chauffeur-shell-v1';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/')) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() =>
        caches
          .match(request)
          .then(
            (cached) =>
              cached || (request.mode === 'navigate' ? caches.match('/chauffeur') : undefined),
          )
          .then((cached) => cached || Response.error()),
      ),
  );
});
