/*
 * The rubber scorer's service worker: after one visit, /scorer/ works with no network.
 *
 * Registered by the scorer page (src/components/Scorer/browser.ts) with the scope
 * `<base>scorer/`, so it controls the scorer's pages only and the rest of the site is served as
 * if it did not exist; the base comes from its own address, so a sub-path such as
 * /auction-bridge/ works. Its address carries the build id (`?build=...`): each build of the
 * site is a new worker, with a cache of its own, installed beside the old one; the page says
 * that a new version is ready and, when the player agrees, posts `skip-waiting`.
 *
 * Install: the scorer page is fetched and kept, with every file it names under `_astro/`, and
 * every script those scripts import (static or on demand, such as the PBN reader), followed
 * until none is new. Fetch: the page is asked of the network first (a player online gets the
 * newest), then of the cache; `_astro/` files (hashed, never changed) come from the cache first.
 */
/* eslint-env serviceworker */
const BUILD = new URL(self.location.href).searchParams.get('build') || 'dev';
const CACHE = `auction-bridge-scorer-${BUILD}`;
const PREFIX = 'auction-bridge-scorer-';
const BASE = new URL('./', self.location.href).pathname;
const PAGE = `${BASE}scorer/`;
const ASSETS = `${BASE}_astro/`;

/** The `_astro/` files named in a page or a script, as absolute paths. */
const referenced = (text, from) => {
  const out = new Set();
  for (const m of text.matchAll(/["'(]((?:\.{1,2}\/|\/)[^"'()\s]+\.(?:js|css|woff2?|svg|png))["')]/g)) {
    const url = new URL(m[1], from);
    if (url.origin === self.location.origin && url.pathname.startsWith(ASSETS)) out.add(url.pathname);
  }
  return out;
};

const precache = async () => {
  const cache = await caches.open(CACHE);
  const page = await fetch(PAGE, { cache: 'no-cache' });
  if (!page.ok) throw new Error(`scorer page: ${page.status}`);
  const html = await page.clone().text();
  await cache.put(PAGE, page);
  const seen = new Set();
  let todo = [...referenced(html, new URL(PAGE, self.location.href))];
  while (todo.length > 0) {
    const next = [];
    for (const path of todo) {
      if (seen.has(path)) continue;
      seen.add(path);
      const res = await fetch(path);
      if (!res.ok) continue;
      if (path.endsWith('.js') || path.endsWith('.css')) {
        const text = await res.clone().text();
        for (const p of referenced(text, new URL(path, self.location.href))) if (!seen.has(p)) next.push(p);
      }
      await cache.put(path, res);
    }
    todo = next;
  }
};

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

const pageFirst = async (request) => {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(request);
    if (res.ok) await cache.put(PAGE, res.clone());
    return res;
  } catch (e) {
    const kept = await cache.match(PAGE);
    if (kept) return kept;
    throw e;
  }
};

const cacheFirst = async (request) => {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
};

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === PAGE) event.respondWith(pageFirst(request));
  else if (url.pathname.startsWith(ASSETS)) event.respondWith(cacheFirst(request));
});
