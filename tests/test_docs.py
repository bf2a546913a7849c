"""The docs stay true to the repository and readable (the issues "A house the next engineers
can read" and "a house to live in, round two"): every relative link, every heading a link names
and every file path a doc names exists, a doc is a short page of short lines, no table cell is
an essay, and dated history lives in the changelog, docs/experiments/ and docs/results/."""

import datetime
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
# every doc of the repository but web/vendor's, which are pygbag's CDN files byte for byte
ALL_DOCS = sorted([*DOCS.rglob("*.md"), ROOT / "README.md", ROOT / "CHANGELOG.md"])
TOP_DOCS = sorted(DOCS.glob("*.md"))
# docs/web.md and docs/friends.md are being rewritten on other branches: their long cell and
# their dated lines are their owners' to move.
OWNED_ELSEWHERE: set = set()
# the changelog by release, newest first; its older releases on a page of their own
CHANGELOGS = [ROOT / "CHANGELOG.md", DOCS / "changelog-older.md"]
RELEASE = re.compile(r"(\d+)\.(\d+)\.(\d+) — (\d{4})-(\d\d)-(\d\d)")
MAX_CELL = 400
MAX_LINES = 500  # a longer doc is split by topic into pages (docs/ui.md and its ui-*.md)
MAX_LINE = 300  # prose is wrapped at 100 columns; a table row or a marker may run longer

LINK = re.compile(r"\]\(([^)\s]+)\)")
# a path with a folder and a file extension, in backquotes: `game/ui/screen.py`
PATH = re.compile(r"`((?:[\w.-]+/)+[\w.-]*\.(?:py|md|txt|json|toml|cfg|html|js|css|sh|wav|ttf))`")
# a file or folder of the repository's own, in backquotes: `game/ui/`, `tests/web/real`
REPO_PATH = re.compile(r"`((?:game|tests|tools|web|docs)/[\w./-]*)`")
DATE = re.compile(r"\b(\d{4})-(\d\d)-(\d\d)\b")
# What may hold a date without being history: a block rendered from a results file
# (tools/render_results.py) says when its run was made, and code (a command, what it prints, a
# value of the program's) may take one.
UNDATED = re.compile(r"<!-- results:.*?<!-- /results -->|^```.*?^```|`[^`\n]*`", re.S | re.M)
FILE_SUFFIXES = {".py", ".md", ".txt", ".json", ".toml", ".cfg", ".html", ".js", ".css", ".sh",
                 ".wav", ".ogg", ".ttf", ".png", ".jpg", ".tmpl", ".ini", ".yml"}


def name(doc: Path) -> str:
    return str(doc.relative_to(ROOT))


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: its text as shown, lower case, without punctuation
    but hyphens and underscores, each space a hyphen."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def anchors(doc: Path) -> set[str]:
    """Every heading's anchor in a doc; a repeated one gets -1, -2... as on GitHub."""
    seen: dict[str, int] = {}
    fenced = False
    for line in doc.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        heading = None if fenced else re.match(r"#{1,6} +(.*?)\s*$", line)
        if heading:
            name = slug(heading[1])
            seen[name] = seen.get(name, -1) + 1
            if seen[name]:
                seen[f"{name}-{seen[name]}"] = 0
    return set(seen)


def real_date(match: re.Match) -> datetime.date | None:
    try:
        return datetime.date(*map(int, match.groups()))
    except ValueError:
        return None  # not a date: a version, a code


def exists(doc: Path, target: str) -> bool:
    """A path as a doc names it: from the doc's folder, or from the repository's root."""
    return any((base / target).exists() for base in (doc.parent, ROOT))


def table_cells(text: str):
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("|"):
            for cell in re.split(r"(?<!\\)\|", line.strip())[1:-1]:
                yield number, cell.strip()


@pytest.mark.parametrize("doc", [d for d in ALL_DOCS if d.exists()], ids=name)
def test_links_and_paths_exist(doc):
    text = doc.read_text(encoding="utf-8")
    missing = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        if path and not exists(doc, path):
            missing.append(target)
        elif anchor and (not path or path.endswith(".md")):
            linked = doc if not path else next(base / path for base in (doc.parent, ROOT)
                                               if (base / path).exists())
            if anchor not in anchors(linked):
                missing.append(target)
    if doc in CHANGELOGS:
        assert not missing, f"{name(doc)} links to what does not exist: {sorted(set(missing))}"
        return      # a release names the files of its day: they may have moved since
    for path in PATH.findall(text):
        if "<" in path or "*" in path or path.startswith("build/"):
            continue  # a pattern (`game/<name>/ai.py`) or a build product
        if not exists(doc, path.split("/")[0]):
            continue  # a file of another project (pygbag's `0.9.3/pythons.js`)
        if not exists(doc, path):
            missing.append(path)
    for path in REPO_PATH.findall(text):
        suffix = Path(path).suffix
        if suffix and suffix not in FILE_SUFFIXES and (ROOT / path).with_suffix(".py").exists():
            continue  # a module's name: `tools/layoutcheck.screens`
        if not (ROOT / path).exists():
            missing.append(path)
    assert not missing, f"{name(doc)} names what does not exist: {sorted(set(missing))}"


@pytest.mark.parametrize("doc", [d for d in ALL_DOCS if d.exists()], ids=name)
def test_a_doc_is_a_short_page_of_short_lines(doc):
    lines = doc.read_text(encoding="utf-8").splitlines()
    assert len(lines) < MAX_LINES, (f"{name(doc)} has {len(lines)} lines: split it by topic "
                                    f"into pages under {MAX_LINES}")
    long = [number for number, line in enumerate(lines, 1) if len(line) > MAX_LINE]
    assert not long, f"{name(doc)}: lines over {MAX_LINE} characters: {long}"


def test_the_anchor_of_a_heading_is_githubs():
    assert slug("`start` (engine → bot, once, first)") == "start-engine--bot-once-first"
    assert slug("A game's screen, in parts (`game/<name>/view/`)") == (
        "a-games-screen-in-parts-gamenameview")
    assert slug("Our AI as a bot: `python -m game bot`") == "our-ai-as-a-bot-python--m-game-bot"


@pytest.mark.parametrize("doc", TOP_DOCS, ids=name)
def test_table_cells_are_short(doc):
    if doc.name in OWNED_ELSEWHERE:
        pytest.skip("rewritten on another branch")
    long = [(number, len(cell)) for number, cell in table_cells(doc.read_text(encoding="utf-8"))
            if len(cell) > MAX_CELL]
    assert not long, f"{name(doc)}: table cells over {MAX_CELL} characters at lines {long}"


def test_the_changelog_goes_by_release():
    """Every section of the changelog is a release, `## X.Y.Z — YYYY-MM-DD`, newest first: the
    versions falling, the dates real days, none after today, none after the one above."""
    assert f"]({name(CHANGELOGS[1])})" in CHANGELOGS[0].read_text(encoding="utf-8")
    releases = []
    for doc in CHANGELOGS:
        for heading in re.findall(r"^## (.*)$", doc.read_text(encoding="utf-8"), re.M):
            release = RELEASE.fullmatch(heading)
            assert release, f"{name(doc)}: '{heading}' is not a release (X.Y.Z — YYYY-MM-DD)"
            version = tuple(map(int, release.groups()[:3]))
            releases.append((version, datetime.date(*map(int, release.groups()[3:]))))
    versions, dates = [v for v, _ in releases], [d for _, d in releases]
    assert versions == sorted(set(versions), reverse=True), versions
    assert dates == sorted(dates, reverse=True) and dates[0] <= datetime.date.today(), dates


@pytest.mark.parametrize("doc", [d for d in TOP_DOCS if d not in CHANGELOGS], ids=name)
def test_no_dated_history_outside_the_changelog(doc):
    if doc.name in OWNED_ELSEWHERE:
        pytest.skip("rewritten on another branch")
    text = UNDATED.sub(lambda part: "\n" * part[0].count("\n"), doc.read_text(encoding="utf-8"))
    dated = [number for number, line in enumerate(text.splitlines(), 1)
             if any(real_date(match) for match in DATE.finditer(line)) and "results/" not in line]
    assert not dated, (f"{name(doc)}: dates at lines {dated}; history belongs in CHANGELOG.md, "
                       "docs/experiments/ or docs/results/")
