// SPDX-License-Identifier: MIT
// Offline after the first visit: the site's few files are cached on install; a new version of the
// site (a new cache name) replaces the old cache.
const cacheName = 'npuzzle-v1';
const files = ['./', 'index.html', 'style.css', 'app.js', 'stats.js', 'slots.js', 'worker.js', 'manifest.json',
               'npuzzle-game.js', 'npuzzle-game.wasm', 'npuzzle-solver.js', 'npuzzle-solver.wasm'];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(files)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n !== cacheName).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

// The network first (a site updated online is seen at once, and cached for next time), the cache
// when offline.
self.addEventListener('fetch', (e) => {
  if (e.request.method !== 'GET' || new URL(e.request.url).origin !== location.origin) return;
  e.respondWith(fetch(e.request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(cacheName).then((cache) => cache.put(e.request, copy));
    }
    return response;
  }).catch(() => caches.match(e.request, { ignoreSearch: true }).then((hit) => hit ?? Response.error())));
});
