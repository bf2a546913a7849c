// The real-browser harness's stand-in for pygbag's interpreter glue (cdn/0.9.3/cpython312/main.js).
// pygbag's interpreter (main.wasm, main.data) cannot be had here; Pyodide 0.27 (CPython 3.12,
// the interpreter's minor version) plays its part. Like the real glue, this takes the loader's
// Module (window.Module: pythons.js's vm), runs its preRun and postRun steps (postRun fetches
// cpythonrc.py and hands it and the site script over as "rcon" code), and then, as pygbag's C
// main loop does once per animation frame, runs the Python it was sent and steps pygbag's
// asyncio loop (aio.step) once embed.run() has started it. docs/web-testing.md ("The real-browser
// harness") lists every difference from pygbag's runtime.
(async () => {
  const base = new URL("./", document.currentScript.src)
  const harness = window.pygbag_harness = {
    counter: -1,        // embed.counter(): frames stepped since embed.run(), -1 before
    running: false,
    rcon: [],           // Python the loader sent (PyRun_SimpleString), run at the next frame
    output: [],         // every line Python wrote to stdout and stderr
    errors: [],         // what a frame raised
    // the page's frames: when each animation frame began (ms), and how long its step of
    // the app took (ms, aio.step: the app's own frame)
    frameStarts: [],
    stepTimes: [],
    keep: 20000,        // frames kept in those two lists (the newest)
    ready: false,       // Pyodide is up and the loader's steps have run
    run() { harness.running = true; if (harness.counter < 0) harness.counter = 0 },
  }
  let stdin = null, stdout = null, stderr = null
  // Python's output goes to the loader's console (pythons.js's stdout and stderr, as from the
  // real glue) and is kept for the tests
  function write(line, to, level) {
    harness.output.push(line)
    if (to) for (const c of line + "\n") to(c.charCodeAt(0))
    else console[level](line)
  }
  // pythons.js turns JSPI off (WebAssembly.promising = null) for pygbag's interpreter: the
  // same for Pyodide, which would otherwise find half of it and fail
  if (!WebAssembly.promising) delete WebAssembly.Suspending
  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", base).href)
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", base).href,
    env: { PYTHONHASHSEED: "1", HOME: "/home/web_user" },       // pygbag: use_hash_seed 1
    stdout: (line) => write(line, stdout, "log"),
    stderr: (line) => write(line, stderr, "warn"),
  })
  harness.pyodide = pyodide
  pyodide.canvas.setCanvas2D(document.getElementById("canvas"))
  const FS = pyodide.FS
  window.FS = FS                       // pythons.js writes fetched files with the global FS
  // main.data's Python: pygbag's own modules and what they import, and the stand-ins for the
  // interpreter's C modules (embed, embed_browser, embed_emscripten); see realbrowser.py
  const data = await (await fetch(new URL("main.data", base))).arrayBuffer()
  pyodide.unpackArchive(data, "zip", { extractDir: "/usr/lib/python3.12/site-packages" })
  Module.FS = {
    init(input, output, error) {
      stdin = input; stdout = output; stderr = error
      pyodide.setStdin({ stdin: () => stdin() })
    },
    writeFile(path, content) {
      FS.mkdirTree(path.slice(0, path.lastIndexOf("/")))
      FS.writeFile(path, content)
    },
  }
  for (const name of ["readFile", "mkdir", "mkdirTree", "analyzePath", "unlink"])
    Module.FS[name] = FS[name].bind(FS)
  Module.postMessage = (message) => {
    if (message.type === "rcon") harness.rcon.push(message.data)
  }
  pyodide.runPython(`
import sys
sys.path.append("/usr/lib/python3.12/site-packages")
import interpreter
`)
  // Emscripten's order: preRun, the runtime, main (which starts the main loop), postRun
  for (const step of Module.preRun) step(Module)
  let stepper = null
  function frame(now) {
    const frames = harness.frameStarts
    frames.push(now)
    try {
      while (harness.rcon.length) pyodide.runPython(harness.rcon.shift())
      if (harness.running) {
        harness.counter++
        stepper = stepper || pyodide.runPython("import aio; aio.step")
        const began = performance.now()
        stepper()
        harness.stepTimes.push(performance.now() - began)
      }
    } catch (error) {
      harness.errors.push(String(error))
      console.error(error)
    }
    if (frames.length > harness.keep) frames.splice(0, frames.length - harness.keep)
    const steps = harness.stepTimes
    if (steps.length > harness.keep) steps.splice(0, steps.length - harness.keep)
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  for (const step of Module.postRun) await step(Module)
  harness.ready = true
})().catch((error) => {
  console.error("harness:", error)
  window.pygbag_harness && window.pygbag_harness.errors.push(String(error))
  if (window.Module && Module.onAbort) Module.onAbort(String(error))
})
