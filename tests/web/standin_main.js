// A stand-in for the interpreter's Emscripten glue (cpython312/main.js), for tests/web/test_page.py.
// pygbag's main.wasm and main.data cannot be had offline, so this plays their part up to the
// point where Python would run: like the real glue it finds the loader's Module (window.Module),
// runs its preRun and postRun steps (postRun fetches cpythonrc.py and hands the site script to
// Python), with a file system in memory, and keeps what the loader wrote and asked Python to run.
(async () => {
  const files = {}
  const messages = []
  window.standin = { files, messages, done: false }
  Module.FS = {
    init() {},
    writeFile(path, data) {
      files[path] = typeof data === "string" ? data : new TextDecoder().decode(data)
    },
  }
  Module.postMessage = (message) => messages.push(message)
  for (const step of Module.preRun) step(Module)
  for (const step of Module.postRun) await step(Module)
  window.standin.done = true
})()
