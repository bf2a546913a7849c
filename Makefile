# The README's commands.  Everything installs into .venv (Python) and node_modules (Pyodide).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Debian's Chromium, for the page test (tests/web/test_page.py), driven by Playwright from PyPI
CHROMIUM ?= /usr/bin/chromium
# pygame-ce as pygbag's CDN has it (2.5.7; the game pins 2.5.8), put ahead of the .venv's
PYGAME_CDN := $(VENV)/pygame-cdn
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: play test test-browser web itch bench strength strength-collapsi-options strength-other-deals clean

play: $(VENV)/.runtime
	$(BIN)/python main.py

# Ruff first (a finding fails the run before any test), then the type check of the pure-Python
# layers (mypy, files from pyproject.toml; docs/testing.md), then two workers, a test file each
# at a time (the web build and the Pyodide wheels are shared per file); tests/conftest.py
# starts the longest files first.  The real-browser layer (tests/web/real) plays each game
# once there, spread over its three viewports; `make test-browser` plays its whole list.
# On 2.5.7 the layout check runs at one size of each kind (390x844, 844x390, 1280x720: one
# file, tests/ui/test_layout_cdn_sizes.py) in English: the same code walks every size and
# language, and they take most of that run's time; the screens in German and French
# (test_languages.py) and the fuzz test's random taps (test_ui_fuzz.py) are the same code on
# either pygame.
LAYOUT_ON_CDN := not test_languages and not test_ui_fuzz and not (thumb_and_an_eye and (small_sizes or large_sizes or german or french or dutch or spanish or italian))
# Then the screens again on pygame-ce 2.5.7, the version the browser gets from pygbag's CDN
# (docs/testing.md).
test: $(VENV)/.dev node_modules/.installed $(CHROMIUM) $(PYGAME_CDN)/.installed
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n 2 --dist loadfile -m "not whole"
	PYTHONPATH=$(PYGAME_CDN) GAME_TABLE_PYGAME=2.5.7 $(BIN)/python -m pytest -n 2 --dist loadfile -p no:cacheprovider tests/ui -k "$(LAYOUT_ON_CDN)"

# The real-browser layer's whole list: every game, the guide, the friend game, reload,
# offline, share and the first hour at every viewport (docs/testing.md).
test-browser: $(VENV)/.dev node_modules/.installed $(CHROMIUM)
	$(BIN)/python -m pytest -n 2 --dist loadfile tests/web/real

# Frames, idle CPU and start-up of the real app (a desktop's window, then a phone's upright and
# on its side at its capped backing store); the engine and the AI natively; Collapsi's
# first-player figure under both openings (2,000 solved deals) and the expert's choices of a
# starting card with player's choice (100 deals); the same searches and reviews natively and in
# Pyodide; the web archive's size in both forms, .apk and .tar.gz, against its budget; the real
# app in Chromium (start-up, frames, the expert, a still table) (docs/performance.md,
# docs/ai.md, docs/web.md).  The figures go to docs/results/ as
# text and as results files (JSON with the command, the machine and the date), and the docs'
# tables are rendered again from the results files (python -m tools.render_results).
bench: $(VENV)/.dev node_modules/.installed $(CHROMIUM)
	$(BIN)/python -m tools.framebench --out docs/results/frames-desktop.txt --results docs/results/frames-desktop.json
	$(BIN)/python -m tools.framebench --size 390x844 --dpr 3 --out docs/results/frames-phone-portrait.txt --results docs/results/frames-phone-portrait.json
	$(BIN)/python -m tools.framebench --size 844x390 --dpr 3 --out docs/results/frames-phone-landscape.txt --results docs/results/frames-phone-landscape.json
	$(BIN)/python -m game bench --results docs/results/bench.json
	$(BIN)/python -m game bench --first-player 2000 --results docs/results/first-player.json
	$(BIN)/python -m game bench --choices 100 --results docs/results/choices.json
	$(BIN)/python tests/wasm/pyodide_runner.py bench --results docs/results/pyodide-bench.json
	$(BIN)/python web/build.py --results docs/results/web-archive.json | grep '^web archive'
	$(BIN)/python tests/web/real/bench.py --results docs/results/browser.json
	$(BIN)/python -m tools.render_results

# The AI's strength: every level against the one below (tools/ladder.py), the review's
# thresholds against the levels (tools/review_calibration.py), the targets' matches, and at
# OPTION_GAMES a line Collapsi's option sets and the closest steps on other deals, as results
# files, then the docs' tables rendered from them (docs/ai.md).  Hours at these sizes on 2
# cores; GAMES=40 REVIEW_GAMES=4 OPTION_GAMES=20 make strength for a quick look.
GAMES ?= 400
REVIEW_GAMES ?= 16
OPTION_GAMES ?= 100
strength: $(VENV)/.dev strength-collapsi-options strength-other-deals
	$(BIN)/python -m tools.ladder --games $(GAMES) --results docs/results/ladder.json
	$(BIN)/python -m tools.review_calibration --games $(REVIEW_GAMES) --results docs/results/review-calibration.json
	$(BIN)/python -m game arena --game collecto --players expert,greedy2 --games $(GAMES) --seed 1 --jobs 2 --json > docs/results/arena-collecto-expert-greedy2.json
	$(BIN)/python -m game arena --game spectrangle --players expert,greedy2 --games $(GAMES) --seed 1 --jobs 2 --json > docs/results/arena-spectrangle-expert-greedy2.json
	$(BIN)/python -m game arena --game coloretto --players expert,heuristic --games $(GAMES) --seed 1 --jobs 2 --json > docs/results/arena-coloretto-expert-heuristic.json
	$(BIN)/python -m game arena --game coloretto --players expert,heuristic,heuristic --games $(GAMES) --seed 1 --jobs 2 --json > docs/results/arena-coloretto-expert-heuristic-heuristic.json
	$(BIN)/python -m tools.render_results

# Collapsi's option sets (docs/ai-collapsi.md, "Player's choice on 4×4" and "Strength with
# options").
strength-collapsi-options: $(VENV)/.dev
	$(BIN)/python -m game arena --game collapsi --option start=choice --players expert,hard --games $(OPTION_GAMES) --seed 1 --jobs 1 --json > docs/results/arena-collapsi-choice-expert-hard.json
	$(BIN)/python -m tools.ladder --only collapsi --variant big --option board=shifting --games $(OPTION_GAMES) --jobs 1 --results docs/results/ladder-collapsi-shifting.json
	$(BIN)/python -m tools.ladder --only collapsi --variant big --option opening=classic --players 3 --players 4 --games $(OPTION_GAMES) --jobs 1 --results docs/results/ladder-collapsi-classic.json
	$(BIN)/python -m tools.ladder --only collapsi --variant big --option start=choice --players 3 --players 4 --games $(OPTION_GAMES) --jobs 1 --results docs/results/ladder-collapsi-choice.json
	$(BIN)/python -m game arena --game collapsi --variant big --players expert,easy,easy,easy --games $(OPTION_GAMES) --seed 1 --jobs 1 --json > docs/results/arena-collapsi-big-expert-easy-easy-easy.json
	for s in 201 401; do $(BIN)/python -m game arena --game collapsi --variant big --option board=shifting --players expert,hard,hard --games $(OPTION_GAMES) --seed $$s --jobs 1 --json > docs/results/arena-collapsi-shifting-expert-hard-hard-seed$$s.json || exit 1; done
	for s in 101 201; do $(BIN)/python -m game arena --game collapsi --variant big --option board=shifting --players expert,hard,hard,hard --games $(OPTION_GAMES) --seed $$s --jobs 1 --json > docs/results/arena-collapsi-shifting-expert-hard-hard-hard-seed$$s.json || exit 1; done
	$(BIN)/python -m tools.render_results

# The steps with the least margin on other deals (each game's page, docs/ai-<game>.md,
# "Strength"): the four-player ladders of Collecto and Spectrangle past seed 1's deals, and
# Spectrangle's expert against greedy2.
strength-other-deals: $(VENV)/.dev
	for s in 101 201; do $(BIN)/python -m tools.ladder --only collecto --variant official --players 4 --seed $$s --games $(OPTION_GAMES) --jobs 1 --results docs/results/ladder-collecto-4p-seed$$s.json || exit 1; done
	for s in 101 201 301; do $(BIN)/python -m tools.ladder --only spectrangle --players 4 --seed $$s --games $(OPTION_GAMES) --jobs 1 --results docs/results/ladder-spectrangle-4p-seed$$s.json || exit 1; done
	for s in 1001 2001; do $(BIN)/python -m game arena --game spectrangle --players expert,greedy2 --games $(OPTION_GAMES) --seed $$s --jobs 1 --json > docs/results/arena-spectrangle-expert-greedy2-seed$$s.json || exit 1; done
	$(BIN)/python -m tools.render_results

# The browser version in build/web, built offline by pygbag (docs/web.md); SITE=https://...
# (the deploy's) makes the link preview's addresses absolute.
web: $(VENV)/.dev
	$(BIN)/python web/build.py $(if $(SITE),--site '$(SITE)')

# build/itch.zip for itch.io: the page, its icon, the .apk copy of the app (used on itch.io)
# and the catalogs of the languages other than English (locale/, fetched when needed).
itch: web
	rm -f build/itch.zip
	cd build/web && ../../$(BIN)/python -m zipfile -c ../itch.zip index.html favicon.png *.apk locale

$(VENV)/.runtime: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e .
	touch $@

$(VENV)/.dev: pyproject.toml $(VENV)/.runtime
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

$(CHROMIUM):
	$(SUDO) sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'

$(PYGAME_CDN)/.installed: $(VENV)/.runtime
	$(BIN)/python -m pip install -q --no-deps --target $(PYGAME_CDN) pygame-ce==2.5.7
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

clean:
	rm -rf build $(VENV) node_modules .pytest_cache .mypy_cache

# --- WASM: the rules and AI in Pyodide under Node (docs/wasm.md) ---------------------------
.PHONY: wasm-wheels wasm-test bench-wasm

# pytest, hypothesis and their dependencies as wheels for Pyodide, at the .venv's versions.
wasm-wheels: $(VENV)/.dev node_modules/.installed
	$(BIN)/python tests/wasm/pyodide_runner.py wheels

# The rules and AI tests inside Pyodide; e.g. make wasm-test WASM_ARGS='tests/rules -m "not slow"'
wasm-test: $(VENV)/.dev node_modules/.installed
	$(BIN)/python tests/wasm/pyodide_runner.py pytest $(WASM_ARGS)

# The same workload natively and in Pyodide, and the time ratio, as a results file (docs/ai.md,
# "In the browser"; docs/wasm.md), then the docs' tables rendered from it.
bench-wasm: $(VENV)/.dev node_modules/.installed
	$(BIN)/python tests/wasm/pyodide_runner.py bench --results docs/results/pyodide-bench.json
	$(BIN)/python -m tools.render_results
