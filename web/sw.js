// Game Table's service worker: after one visit online the game starts and plays offline.
// web/build.py fills in the @NAMES@ (docs/web.md, "Offline and installable").
//
// Two caches, named by version, so an update replaces them whole and nothing stale mixes in:
// - the app (the page, its icons, the manifest and the game's archive), named after this
//   build: a new build has a new sw.js, which caches the new files, then deletes the old cache;
// - pygbag's runtime (loader, interpreter, console, pygame-ce), named after pygbag's version:
//   it survives app updates and goes when the pinned pygbag version changes.
// Everything is answered from the cache first; what is missing is fetched and kept.

const APP = "game-table-app-@VERSION@"
const RUNTIME = "game-table-runtime-@PYGBAG@"
const APP_FILES = @APP_FILES@
const RUNTIME_FILES = @RUNTIME_FILES@.map((file) => new URL(file, self.location).href)

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    await (await caches.open(APP)).addAll(APP_FILES)
    // The runtime as far as it can be had: the page fetches the same files now, so they
    // usually come from the browser's HTTP cache; one missing must not stop the app's cache.
    const runtime = await caches.open(RUNTIME)
    await Promise.all(RUNTIME_FILES.map(async (url) => {
      if (await runtime.match(url)) return
      try {
        const response = await fetch(url)
        if (response.ok) await runtime.put(url, response)
      } catch (why) {
        console.warn("not cached now:", url, why)
      }
    }))
    await self.skipWaiting()
  })())
})

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys())
      if (name.startsWith("game-table-") && name !== APP && name !== RUNTIME)
        await caches.delete(name)
    await self.clients.claim()      // the first visit's later requests are cached too
  })())
})

self.addEventListener("fetch", (event) => {
  const request = event.request
  if (request.method !== "GET" || !request.url.startsWith("http")) return
  event.respondWith(answer(request))
})

async function answer(request) {
  const url = new URL(request.url)
  const own = url.origin === self.location.origin && !RUNTIME_FILES.includes(url.href)
  const cache = await caches.open(own ? APP : RUNTIME)
  // the page opens with any query (a share link's ?g=...): it is the same page
  const page = request.mode === "navigate" && own && /\/(index\.html)?$/.test(url.pathname)
  const cached = await cache.match(page ? "./" : request, { ignoreSearch: page })
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok && (response.type === "basic" || response.type === "cors"))
    await cache.put(request, response.clone())
  return response
}
