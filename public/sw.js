// Quietline service worker: a placeholder that takes control at once and caches nothing.
// There is deliberately no fetch handler yet: every request goes straight to the network.
// The offline worker (precache, runtime caching) replaces this file in a later issue.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
