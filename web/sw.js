// Game Table's service worker: after one visit online the game starts and plays offline.
// web/build.py fills in the @NAMES@ (docs/web.md, "Offline and installable").
//
// Caches, named by version, so an update replaces them whole and nothing stale mixes in:
// - the app (the page, its icons, the manifest and the game's archive), named after this
//   build; a new build has a new sw.js, which caches the new files, each checked against the
//   build's SHA-256 (a copy from a cache on the way, or a deploy half arrived, fails the
//   install and the old build stays until the next try);
// - pygbag's runtime (loader, interpreter, console, pygame-ce), named after pygbag's version:
//   it survives app updates and goes when the pinned pygbag version changes;
// - which build each open page came from (PAGES): a page's own requests are answered from
//   its build's caches, whatever build came since, so a page and its archive are always of
//   one build; a build's caches go once no open page came from them.
// Everything is answered from the cache first; what is missing is fetched and kept.
// The languages' catalogs (locale/<code>.mo, LOCALE_FILES) are fetched by the page only for
// the language it speaks: kept in the app's cache once fetched, like any file of the build,
// and a new build's worker fetches again on install those an older build's cache held, so a
// language used once still plays offline after an update.

const APP = "game-table-app-@VERSION@"
const RUNTIME = "game-table-runtime-@PYGBAG@"
const PAGES = "game-table-pages"
const APP_FILES = @APP_FILES@                 // {file: its SHA-256}; "./" is the page
const LOCALE_FILES = @LOCALE_FILES@           // {"locale/<code>.mo": its SHA-256}
const RUNTIME_FILES = @RUNTIME_FILES@.map((file) => new URL(file, self.location).href)
// The page fetches the .apk on itch.io's frames, the .tar.gz everywhere else (its site script)
const UNUSED_ARCHIVE = self.location.host.includes(".itch.zone") ? ".tar.gz" : ".apk"
const THIS_BUILD = { app: APP, runtime: RUNTIME }

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const app = await caches.open(APP)
    // the catalogs an older build's cache holds: languages in use here
    const older = (await caches.keys()).filter((name) => name.startsWith("game-table-app-")
                                                         && name !== APP)
    const used = {}
    for (const [file, digest] of Object.entries(LOCALE_FILES))
      for (const name of older)
        if (await (await caches.open(name)).match(new URL(file, self.location).href))
          used[file] = digest
    const wanted = { ...APP_FILES, ...used }
    const files = await Promise.allSettled(Object.entries(wanted).map(async ([file, digest]) => {
      if (file.endsWith(UNUSED_ARCHIVE)) return
      // past the browser's HTTP cache: an older copy there would mix builds
      const response = await fetch(new Request(file, { cache: "reload" }))
      if (!response.ok) throw new Error(`${file}: ${response.status}`)
      const got = await sha256(await response.clone().arrayBuffer())
      if (got !== digest) throw new Error(`${file} is not this build's (sha256 ${got})`)
      await app.put(file, response)
    }))
    const failed = files.find((file) => file.status === "rejected")
    if (failed) {
      await caches.delete(APP)        // nothing half made for a later worker to take
      throw failed.reason
    }
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
    await self.clients.claim()      // the first visit's later requests are cached too
    await tidy()
  })())
})

self.addEventListener("fetch", (event) => {
  const request = event.request
  if (request.method !== "GET" || !request.url.startsWith("http")) return
  event.respondWith(answer(event))
})

async function sha256(data) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")
}

// PAGES: one entry per open page, its client id -> the caches of the build it came from.
function entry(id) {
  return new URL(`${PAGES}/${encodeURIComponent(id)}`, self.registration.scope).href
}

async function buildOf(id) {
  if (!id) return THIS_BUILD
  const found = await (await caches.open(PAGES)).match(entry(id))
  const build = found ? await found.json() : THIS_BUILD
  return (await caches.has(build.app)) && (await caches.has(build.runtime)) ? build : THIS_BUILD
}

// Keep the caches of this build and of every open page's; drop the others, and the entries
// of pages that have gone. A page's entry is written as its navigation is answered, before
// its client exists: it is "seen" once a look finds the client open, and goes once a look
// finds it gone after that (or never came, a minute on).
let tidied = 0
async function tidy() {
  tidied = Date.now()
  const pages = await caches.open(PAGES)
  const open = new Set((await self.clients.matchAll({ type: "window", includeUncontrolled: true }))
    .map((client) => entry(client.id)))
  const kept = new Set([APP, RUNTIME, PAGES])
  for (const request of await pages.keys()) {
    const page = await (await pages.match(request)).json()
    if (open.has(request.url)) {
      if (!page.seen) await pages.put(request, note({ ...page, seen: true }))
    } else if (page.seen || Date.now() - page.at > 60000) {
      await pages.delete(request)
      continue
    }
    kept.add(page.app)
    kept.add(page.runtime)
  }
  for (const name of await caches.keys())
    if (name.startsWith("game-table-") && !kept.has(name))
      await caches.delete(name)
}

function note(page) {
  return new Response(JSON.stringify(page), { headers: { "Content-Type": "application/json" } })
}

// A page that has loaded: the page it replaced (in its tab) has gone
self.addEventListener("message", (event) => {
  if (event.data === "loaded") event.waitUntil(tidy())
})

async function answer(event) {
  const request = event.request
  const url = new URL(request.url)
  const own = url.origin === self.location.origin && !RUNTIME_FILES.includes(url.href)
  // the page opens with any query (a share link's ?g=...): it is the same page
  if (request.mode === "navigate" && own && /\/(index\.html)?$/.test(url.pathname)) {
    const cached = await (await caches.open(APP)).match("./")
    if (!cached) return fetch(request)
    if (event.resultingClientId)          // this page's later requests: this build's caches
      event.waitUntil((async () => {
        await (await caches.open(PAGES)).put(entry(event.resultingClientId),
                                             note({ ...THIS_BUILD, at: Date.now() }))
        await tidy()
      })())
    return cached
  }
  if (Date.now() - tidied > 2000)         // a page that has gone leaves its build's caches
    event.waitUntil(tidy())
  const build = await buildOf(event.clientId)
  const name = own ? build.app : build.runtime
  const cached = await (await caches.open(name)).match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok && (response.type === "basic" || response.type === "cors") &&
      name === (own ? APP : RUNTIME))     // kept only in this build's caches
    await (await caches.open(name)).put(request, response.clone())
  return response
}
