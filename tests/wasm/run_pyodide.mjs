// Run the project's pure-Python code inside Pyodide under Node, fully offline.
//
//   node tests/wasm/run_pyodide.mjs [--root DIR] [--wheels DIR] [-- PYTEST-ARGS...]
//   node tests/wasm/run_pyodide.mjs [--root DIR] [--wheels DIR] --code PYTHON
//
// Pyodide is loaded from node_modules/pyodide (pinned in package-lock.json).  The runner copies
// game/ (only .py files, without the screens: game/ui, each game's view/ and game/screens.py,
// the app put together; the rules and AI must not need them),
// tests/{rules,ai,table,wasm}, the top-level tests/*.py, the probe's friend devices
// (tests/support/probes/friends.py, which the friend tests use), what the store's tests share
// with the saves' probe (tests/support/probes/files.py), docs/records.md (whose example a
// test reads), the levels' calibration and its results (tools/calibrate_levels.py,
// docs/results/level-ratings.json), the shipped puzzles (assets/puzzles.json) and pyproject.toml into the virtual
// file system, installs every wheel found in --wheels (default build/wasm-wheels, filled by
// tests/wasm/pyodide_runner.py) and then either runs pytest (default paths tests/rules
// tests/ai tests/table) or the --code snippet.  The exit status is pytest's, or the snippet's
// SystemExit code (1 for an uncaught exception); 99 when the runner itself fails.  Any attempt to fetch
// over the network fails.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const PROJECT = "/home/pyodide/project";

function parseArgs(argv) {
  const opts = { root: resolve(here, "..", ".."), wheels: null, code: null, pytest: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") { opts.pytest = argv.slice(i + 1); break; }
    if (!["--root", "--wheels", "--code"].includes(arg) || i + 1 >= argv.length) {
      throw new Error("usage: run_pyodide.mjs [--root DIR] [--wheels DIR] "
                      + `[--code PYTHON | -- PYTEST-ARGS...]; got ${arg}`);
    }
    opts[arg.slice(2)] = argv[++i];
  }
  opts.root = resolve(opts.root);
  opts.wheels = resolve(opts.wheels ?? join(opts.root, "build", "wasm-wheels"));
  if (opts.pytest.length === 0) opts.pytest = ["tests/rules", "tests/ai", "tests/table"];
  return opts;
}

// Files to copy, as paths relative to the project root.
function projectFiles(root) {
  const found = [];
  const walk = (dir, keep) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const rel = relative(root, path).split("\\").join("/");
      if (statSync(path).isDirectory()) {
        if (name !== "__pycache__" && !name.startsWith(".") && rel !== "game/ui"
            && !/^game\/[^/]+\/view$/.test(rel)) walk(path, keep);
      } else if (keep(name) && rel !== "game/screens.py") {
        found.push(rel);
      }
    }
  };
  walk(join(root, "game"), (name) => name.endsWith(".py") && !name.startsWith("view"));
  for (const sub of ["rules", "ai", "table", "wasm"]) {
    walk(join(root, "tests", sub), (name) => !name.endsWith(".pyc"));
  }
  // the friend devices the table's friend tests share with the hostile probe (pure Python)
  for (const name of ["tests/__init__.py", "tests/conftest.py", "pyproject.toml",
                      "tools/__init__.py", "tests/support/__init__.py",
                      "tests/support/probes/__init__.py",
                      "tests/support/probes/friends.py", "tests/support/probes/files.py",
                      "docs/records.md",
                      // the levels' ratings, their fit and results (tests/table/test_rating.py)
                      "tools/calibrate_levels.py", "docs/results/level-ratings.json",
                      "assets/puzzles.json"]) {
    if (existsSync(join(root, name))) found.push(name);
  }
  return found;
}

// Pyodide wants plain typed arrays, not Node Buffers.
function bytes(path) {
  const b = readFileSync(path);
  return new Uint8Array(b.buffer, b.byteOffset, b.length);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const indexURL = join(opts.root, "node_modules", "pyodide") + "/";
  if (!existsSync(join(indexURL, "pyodide.asm.wasm"))) {
    throw new Error(`Pyodide is not installed in ${indexURL}: run \`npm ci\` in ${opts.root}`);
  }
  const wheels = existsSync(opts.wheels)
    ? readdirSync(opts.wheels).filter((n) => n.endsWith(".whl")).sort() : [];
  if (opts.code === null && wheels.length === 0) {
    throw new Error(`no wheels in ${opts.wheels}: run \`make wasm-wheels\``);
  }
  // Everything must come from node_modules and the wheel cache: no CDN, no PyPI.
  const realFetch = globalThis.fetch;
  globalThis.fetch = (url, ...rest) => {
    if (/^https?:/i.test(String(url?.url ?? url))) {
      return Promise.reject(new Error(`network access blocked in the WASM check: ${url}`));
    }
    return realFetch(url, ...rest);
  };

  const { loadPyodide } = await import(join(indexURL, "pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL, packages: [] });
  const write = (stream) => ({ write: (buf) => { stream.write(buf); return buf.length; } });
  pyodide.setStdout(write(process.stdout));
  pyodide.setStderr(write(process.stderr));

  for (const rel of projectFiles(opts.root)) {
    const target = `${PROJECT}/${rel}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, bytes(join(opts.root, rel)));
  }
  const extractDir = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const name of wheels) {
    pyodide.unpackArchive(bytes(join(opts.wheels, name)), "wheel", { extractDir });
  }

  pyodide.globals.set("PROJECT", PROJECT);
  pyodide.globals.set("CODE", opts.code ?? undefined);  // undefined becomes None
  pyodide.globals.set("PYTEST_ARGS", pyodide.toPy(opts.pytest));
  const status = await pyodide.runPythonAsync(`
import importlib, os, sys, traceback
os.chdir(PROJECT)
sys.path.insert(0, PROJECT)
importlib.invalidate_caches()

class _Wasm:
    @staticmethod
    def pytest_configure(config):
        # Hypothesis deadlines are wall-clock limits tuned for CPython; keep whatever profile
        # the project loaded, without them.
        from hypothesis import settings
        current = settings.get_profile(settings.get_current_profile_name())
        settings.register_profile("wasm", parent=current, deadline=None)
        settings.load_profile("wasm")

def _run():
    if CODE is None:
        import pytest
        # tests/wasm drives Node from outside and cannot run inside.
        args = ["-p", "no:cacheprovider", "--ignore=tests/wasm", *PYTEST_ARGS]
        return int(pytest.main(args, plugins=[_Wasm()]))
    try:
        exec(compile(CODE, "<wasm-code>", "exec"), {"__name__": "__main__"})
    except SystemExit as exc:
        if exc.code is None or isinstance(exc.code, int):
            return exc.code or 0
        print(exc.code, file=sys.stderr)
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    return 0

_status = _run()
sys.stdout.flush()
sys.stderr.flush()
_status
`);
  process.exitCode = status;
}

main().catch((err) => {
  console.error(`run_pyodide: ${err?.message ?? err}`);
  process.exitCode = 99;  // distinct from pytest's own statuses (0-5)
});
