"""The deploy (docs/web.md, "Publishing" and "Hosting the runtime"), without a browser: the
record of the runtime's checksums, hosting the runtime from it when pygbag's CDN changed a
file under the pinned version, and what the workflow installs and runs before it publishes."""

import hashlib
import re
import runpy
import shutil
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = runpy.run_path(str(ROOT / "web" / "build.py"))
sys.path.insert(0, str(ROOT / "web"))
import host_runtime  # noqa: E402

WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"
# pygbag's CDN repository, at the commit web/vendor was taken from (its ABOUT.md): the
# interpreter files' Git blob ids there, read from its tree (`git ls-tree -r 5f40e45`).
UPSTREAM_INTERPRETER = {"0.9.3/cpython312/main.wasm": "4163f6678c272b10ee912c659e0a0a1cf9970187",
                        "0.9.3/cpython312/main.data": "903b24220fa0fbc3cdbda230a7f0a8785f541b5f"}


def test_every_runtime_file_has_a_record_and_web_vendor_matches_it():
    record = host_runtime.load_record()
    assert set(record) == set(BUILD["RUNTIME_FILES"])
    for path, expected in record.items():
        assert re.fullmatch(r"[0-9a-f]{40}", expected["git"]), path
        ours = BUILD["VENDOR"] / path
        if path in BUILD["INTERPRETER"]:
            assert not ours.exists()
            assert expected["git"] == UPSTREAM_INTERPRETER[path]
            continue
        data = ours.read_bytes()
        assert expected == {"size": len(data), "sha256": hashlib.sha256(data).hexdigest(),
                            "git": host_runtime.git_blob(data)}, path


def test_git_blob_ids_are_git_s():
    # `printf 'hello\n' | git hash-object --stdin`
    assert host_runtime.git_blob(b"hello\n") == "ce013625030ba8dba906f756967f9e9ca394464a"


def test_hosting_copies_every_file_checks_it_and_switches_the_page(hosted, web_build, standins):
    standin_interpreter, _ = standins
    out, source, log = hosted
    for path in BUILD["RUNTIME_FILES"]:
        assert (out / "cdn" / path).read_bytes() == (source / path).read_bytes()
        assert sum(line.startswith(f"{path}: ") for line in log) == 1, path
    for path in BUILD["INTERPRETER"]:
        digest = hashlib.sha256(standin_interpreter(path)).hexdigest()
        (line,) = [line for line in log if line.startswith(f"{path}: ")]
        assert digest in line and "its recorded Git blob id" in line and "--record" in line
    assert all("as recorded, the same at" in line for line in log
               if line.split(":")[0] in BUILD["RUNTIME_FILES"]
               and line.split(":")[0] not in BUILD["INTERPRETER"])
    html = (out / "index.html").read_text()
    assert BUILD["CDN"] not in html and 'src="cdn/0.9.3/pythons.js"' in html
    assert BUILD["CDN"] in (web_build.out / "index.html").read_text()   # the build's default
    assert '"cdn/0.9.3/pythons.js"' in (out / "sw.js").read_text()


def changed_source(tmp_path, standins, changes: dict[str, bytes | None]) -> Path:
    """Our copy of the CDN with the stand-in interpreter, and `changes`: new bytes for a
    path, or None for a file the source does not have."""
    standin_interpreter, _ = standins
    source = tmp_path / "cdn"
    shutil.copytree(BUILD["VENDOR"], source)
    for path in BUILD["INTERPRETER"]:
        (source / path).write_bytes(standin_interpreter(path))
    for path, data in changes.items():
        if data is None:
            (source / path).unlink()
        else:
            (source / path).write_bytes(data)
    return source


def fresh_site(web_build, tmp_path) -> Path:
    out = tmp_path / "web"
    shutil.copytree(web_build.out, out)
    return out


def test_a_loader_file_changed_upstream_is_hosted_from_web_vendor_and_said(web_build, tmp_path,
                                                                          standins):
    """pygbag's CDN has changed files in place under 0.9.3 (its history holds three
    cpython312/main.js, one of them 1.3 MB unminified): the deploy goes on with ours."""
    glue = (BUILD["VENDOR"] / "0.9.3/cpython312/main.js").read_bytes()
    changes = {"0.9.3/pythons.js": b"// changed upstream\n" + (
                   BUILD["VENDOR"] / "0.9.3/pythons.js").read_bytes(),
               "0.9.3/cpython312/main.js": glue.replace(b";", b";\n"),     # unminified, say
               "vtx.js": None}                                             # not served at all
    source = changed_source(tmp_path, standins, changes)
    out = fresh_site(web_build, tmp_path)
    log = host_runtime.host(str(source), out, record=standins[1]())
    for path in changes:
        assert (out / "cdn" / path).read_bytes() == (BUILD["VENDOR"] / path).read_bytes()
    for path in ("0.9.3/pythons.js", "0.9.3/cpython312/main.js"):
        (line,) = [line for line in log if line.startswith(f"{path}: ")]
        assert "serves other bytes" in line and "hosting web/vendor's copy" in line
        assert hashlib.sha256(changes[path]).hexdigest() in line     # what upstream has now
    (line,) = [line for line in log if line.startswith("vtx.js: ")]
    assert "not fetched from" in line and "hosting web/vendor's copy" in line
    assert 'src="cdn/0.9.3/pythons.js"' in (out / "index.html").read_text()


def test_an_interpreter_file_changed_upstream_comes_from_the_last_deployment_or_stops_it(
        web_build, hosted, tmp_path, standins):
    """main.wasm has no copy here: one that is not the recorded file is never deployed. The
    site's last deployment (which hosted the recorded one) is the second source."""
    standin_interpreter, standin_record = standins
    wasm = "0.9.3/cpython312/main.wasm"
    source = changed_source(tmp_path, standins, {wasm: b"\0asm another build"})
    with pytest.raises(SystemExit, match=f"{wasm}: no source serves the recorded file"):
        host_runtime.host(str(source), fresh_site(web_build, tmp_path / "a"),
                          record=standin_record())
    last_deployment = hosted[0] / "cdn"
    out = fresh_site(web_build, tmp_path / "b")
    log = host_runtime.host(str(source), out, previous=str(last_deployment),
                            record=standin_record())
    assert (out / "cdn" / wasm).read_bytes() == standin_interpreter(wasm)
    (line,) = [line for line in log if line.startswith(f"{wasm}: ")]
    assert f"from {last_deployment}" in line and "other bytes" in line
    # a recorded SHA-256 is what is checked once there is one
    record = standin_record()
    record[wasm] = {"size": 3, "sha256": hashlib.sha256(b"abc").hexdigest(),
                    "git": record[wasm]["git"]}
    with pytest.raises(SystemExit, match=wasm):
        host_runtime.host(str(last_deployment), fresh_site(web_build, tmp_path / "c"),
                          record=record)


def test_a_copy_in_web_vendor_that_is_not_the_record_stops_the_deploy(web_build, tmp_path,
                                                                      standins):
    record = standins[1]()
    record["vtx.js"] = dict(record["vtx.js"], sha256="0" * 64)
    with pytest.raises(SystemExit, match="web/vendor's vtx.js does not match"):
        host_runtime.host(str(changed_source(tmp_path, standins, {})),
                          fresh_site(web_build, tmp_path), record=record)


def test_recording_adds_an_interpreter_file_s_sha256_once_seen(tmp_path, standins):
    standin_interpreter, _ = standins
    record = tmp_path / "checksums.json"
    shutil.copyfile(host_runtime.RECORD, record)
    source = changed_source(tmp_path, standins, {})
    wasm, data = "0.9.3/cpython312/main.wasm", "0.9.3/cpython312/main.data"
    # the record as it is: the upstream ids, which the stand-ins are not
    log = host_runtime.make_record(str(source), record)
    assert host_runtime.load_record(record) == host_runtime.load_record()
    assert any(line.startswith(f"{wasm}: not recorded again") for line in log)
    # a source serving the file with the recorded id: its size and SHA-256 are added
    text = record.read_text().replace(UPSTREAM_INTERPRETER[wasm],
                                      host_runtime.git_blob(standin_interpreter(wasm)))
    record.write_text(text)
    log = host_runtime.make_record(str(source), record)
    seen = host_runtime.load_record(record)
    assert seen[wasm] == {"size": len(standin_interpreter(wasm)),
                          "sha256": hashlib.sha256(standin_interpreter(wasm)).hexdigest(),
                          "git": host_runtime.git_blob(standin_interpreter(wasm))}
    assert seen[data] == {"git": UPSTREAM_INTERPRETER[data]}
    assert any(line.startswith(f"{wasm}: seen at") for line in log)


# --- the workflow ------------------------------------------------------------------------------
def test_the_workflow_installs_only_the_build_s_needs_at_the_project_s_pins():
    pins = dict(line.split("==") for line in (ROOT / "web" / "requirements.txt").read_text()
                .splitlines() if line and not line.startswith("#"))
    assert set(pins) == {"pygame-ce", "pygbag", "pytest", "pytest-timeout"}
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = dict(p.split("==") for p in project["dependencies"]
                    + project["optional-dependencies"]["dev"])
    assert all(declared[name] == version for name, version in pins.items()), \
        "web/requirements.txt pins what pyproject.toml pins"
    steps = WORKFLOW.read_text()
    assert "pip install -r web/requirements.txt" in steps
    assert "make " not in steps and ".[dev]" not in steps     # not the development set


def test_the_workflow_tests_before_it_builds_and_publishes_a_checked_runtime():
    steps = [line.strip() for line in WORKFLOW.read_text().splitlines()
             if line.strip().startswith(("- run:", "- uses:", "run:", "uses:"))]
    order = [next(i for i, step in enumerate(steps) if marker in step) for marker in (
        "pip install -r web/requirements.txt", 'pytest tests/web -m "not browser"',
        "web/build.py --site", "web/host_runtime.py --previous", "upload-pages-artifact")]
    assert order == sorted(order), steps
