"""The app's Python as the browser gets it: the same code in fewer bytes (docs/web.md, "The
archive").

Comments, docstrings and the annotations of functions' parameters, results and local variables
(and attributes set in functions) go (the player's copy has no reader for them, nor a type
checker; a multi-line annotation stays), and so does `from __future__ import annotations` once
no annotation is left; every block is indented one space a level instead of four, with
continuation lines flush left, and a line keeps only the spaces that separate two of its words
(`x = f(a, 1)` becomes `x=f(a,1)`; `x if y else 1`, `1 .real` keep theirs).  Each statement
stays on its line, so a traceback from the browser names the lines of the repository's file.
Strings, including multi-line ones, keep every character.

`slim(source)` checks its own result and raises SlimError unless the code parses to the same
tree as the source, docstrings, annotations and that import aside, with every node starting on
the same line, and unless taking the spaces out left the same tokens."""

from __future__ import annotations

import ast
import io
import tokenize

PLACEHOLDER = "0"       # what a body's only statement, its docstring, becomes: a statement still
_BODIES = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
_FSTRING_START = getattr(tokenize, "FSTRING_START", None)     # Python 3.12's f-string tokens
_FSTRING_END = getattr(tokenize, "FSTRING_END", None)


class SlimError(ValueError):
    """The slimmed code would not be the same program: the build stops (it is a bug here)."""


def _docstrings(tree: ast.AST) -> list[tuple[ast.Expr, bool]]:
    """Every docstring, and whether it is its body's only statement."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, _BODIES) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                found.append((first, len(node.body) == 1))
    return found


def local_annotated(tree: ast.AST) -> list[ast.AnnAssign]:
    """`x: int = 1` (or `self.x: int = 1`) in a function's own body (not a class's in it):
    Python never evaluates those annotations."""
    found: list[ast.AnnAssign] = []

    def visit(node, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.AnnAssign) and in_function and child.value is not None \
                    and child.annotation.lineno == child.annotation.end_lineno:
                found.append(child)
            inside = in_function if not isinstance(child, (ast.FunctionDef,
                                                            ast.AsyncFunctionDef, ast.ClassDef,
                                                            ast.Lambda)) \
                else isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            visit(child, inside)
    visit(tree, False)
    return found


def _annotations(tree: ast.AST, lines: list[str]) -> list[tuple[int, int, int, int, str]]:
    """A cut for each annotation of a function's parameter (`: int`) or result (` -> int`)
    written on one line, and of a local variable (`x: int = 1` -> `x = 1`)."""
    cuts = []
    for node in local_annotated(tree):
        row = node.target.end_lineno - 1
        if node.annotation.lineno - 1 == row:
            col = _column(lines[row], node.target.end_col_offset)
            end = _column(lines[row], node.annotation.end_col_offset)
            if lines[row][col:end].lstrip().startswith(":"):
                cuts.append((row, col, row, end, ""))
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.annotation is not None \
                and node.lineno == node.annotation.end_lineno:
            row = node.lineno - 1
            col = _column(lines[row], node.col_offset) + len(node.arg)
            end = _column(lines[row], node.annotation.end_col_offset)
            if lines[row][col:end].lstrip().startswith(":"):
                cuts.append((row, col, row, end, ""))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns \
                and node.returns.lineno == node.returns.end_lineno:
            row = node.returns.lineno - 1
            line = lines[row]
            arrow = line.rfind("->", 0, _column(line, node.returns.col_offset))
            if arrow >= 0:
                start = len(line[:arrow].rstrip())
                cuts.append((row, start, row, _column(line, node.returns.end_col_offset), ""))
    return cuts


def _column(line: str, byte_offset: int) -> int:
    """ast's columns count UTF-8 bytes, tokenize's and ours characters."""
    return len(line.encode("utf-8")[:byte_offset].decode("utf-8"))


def _scan(source: str, cuts: list) -> tuple[list[tuple[int, int]], dict[int, int]]:
    """Adds each comment to `cuts`; returns the (first row, last row) of the strings that span
    rows, and the block depth of each row that begins a statement."""
    strings: list[tuple[int, int]] = []
    starts: dict[int, int] = {}
    depth, fresh, opened = 0, True, []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        kind, (row, col), (end, end_col) = token.type, token.start, token.end
        row, end = row - 1, end - 1
        if kind == tokenize.COMMENT:
            cuts.append((row, col, end, end_col, ""))
            continue
        if kind == tokenize.STRING and row != end:
            strings.append((row, end))
        elif kind == _FSTRING_START:
            opened.append(row)
        elif kind == _FSTRING_END:
            first = opened.pop()
            if first != end:
                strings.append((first, end))
        if kind == tokenize.INDENT:
            depth += 1
        elif kind == tokenize.DEDENT:
            depth -= 1
        elif kind == tokenize.NEWLINE:
            fresh = True
        elif kind not in (tokenize.NL, tokenize.ENDMARKER) and fresh:
            starts[row] = depth
            fresh = False
    return strings, starts


def slim(source: str) -> str:
    if "\r" in source:
        raise SlimError("carriage returns in the source: save it with LF line ends")
    tree = ast.parse(source)
    lines = source.split("\n")
    # (row, col, end_row, end_col, replacement), rows counted from 0, columns in characters
    cuts: list[tuple[int, int, int, int, str]] = []
    docs: list[tuple[int, int]] = []        # the rows of each docstring cut
    for doc, alone in _docstrings(tree):
        row, end = doc.lineno - 1, doc.end_lineno - 1
        col = _column(lines[row], doc.col_offset)
        end_col = _column(lines[end], doc.end_col_offset)
        after = lines[end][end_col:].strip()
        if after and not after.startswith("#"):
            continue            # code after it on its last line (`"""..."""; x = 1`): kept
        cuts.append((row, col, end, end_col, PLACEHOLDER if alone else ""))
        docs.append((row, end))
    cuts += _annotations(tree, lines)
    strings, starts = _scan(source, cuts)
    for row, col, end, end_col, replacement in sorted(cuts, reverse=True):
        lines[row] = lines[row][:col] + replacement + (lines[row][end_col:] if row == end else "")
        if row != end:
            for inner in range(row + 1, end):
                lines[inner] = ""
            lines[end] = lines[end][end_col:]
    # a row inside a string keeps its leading spaces; a row a string goes on from, its end
    # (the docstrings cut are strings no more)
    strings = [(first, last) for first, last in strings
               if not any(row <= first and last <= end for row, end in docs)]
    inside = {r for first, last in strings for r in range(first + 1, last + 1)}
    keeps_end = {r for first, last in strings for r in range(first, last)}
    out = []
    for row, text in enumerate(lines):
        if row not in keeps_end:
            text = text.rstrip()
        if row not in inside and text.strip():
            text = " " * starts.get(row, 0) + text.lstrip(" \t\f")
        out.append(text)
    spaced = "\n".join(out)
    result = _unspaced(spaced)
    if _tokens(result) != _tokens(spaced):
        raise SlimError("taking the spaces out changed the tokens")
    result = _without_future(result)
    _check(tree, result)
    return result


def _future(tree: ast.Module) -> list[ast.ImportFrom]:
    """The module's `from __future__ import annotations`, alone on its line."""
    return [node for node in tree.body if isinstance(node, ast.ImportFrom)
            and node.module == "__future__" and node.lineno == node.end_lineno
            and [(alias.name, alias.asname) for alias in node.names] == [("annotations", None)]]


def _annotated(tree: ast.AST) -> bool:
    """Whether any annotation is written in `tree`."""
    return any(isinstance(node, ast.AnnAssign)
               or isinstance(node, ast.arg) and node.annotation is not None
               or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns
               for node in ast.walk(tree))


def _without_future(source: str) -> str:
    """`source` without `from __future__ import annotations` when no annotation is left for
    it to defer: then it changes nothing (nothing in the app compiles code at run time, which
    would inherit it)."""
    tree = ast.parse(source)
    lines = source.split("\n")
    for node in _future(tree):
        row = node.lineno - 1
        if not _annotated(tree) and lines[row].strip() == ast.get_source_segment(source, node):
            lines[row] = ""
    return "\n".join(lines)


def _wordlike(char: str) -> bool:
    """Whether `char` can be part of a name, keyword or number: two such sides need a space."""
    return char.isalnum() or char == "_" or not char.isascii()


def _unspaced(source: str) -> str:
    """`source` with the spaces between two tokens of a line cut where the tokens stay apart
    without them: not between two words (`x if`), a word and a string (`in "ab"`: `f "x"` would
    be an f-string), a number and a dot (`1 .real`), nor anywhere inside an f-string."""
    lines = source.split("\n")
    cuts, previous, in_fstring = [], None, 0
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if (not in_fstring and previous is not None and token.string
                and previous.type not in (tokenize.INDENT, tokenize.DEDENT, tokenize.NL,
                                          tokenize.NEWLINE)
                and token.type not in (tokenize.NEWLINE, tokenize.NL, tokenize.ENDMARKER)
                and previous.end[0] == token.start[0] and previous.end[1] < token.start[1]):
            last, first = previous.string[-1], token.string[0]
            apart = (_wordlike(last) and (_wordlike(first) or first in "'\"")
                     or previous.type == tokenize.NUMBER and first == ".")
            if not apart:
                cuts.append((token.start[0] - 1, previous.end[1], token.start[1]))
        if token.type == _FSTRING_START:
            in_fstring += 1
        elif token.type == _FSTRING_END:
            in_fstring -= 1
        if not in_fstring:
            previous = token
    for row, start, end in reversed(cuts):
        lines[row] = lines[row][:start] + lines[row][end:]
    return "\n".join(lines)


def _tokens(source: str) -> list[tuple[int, str, int]]:
    """The tokens of `source` and the line of each."""
    return [(token.type, token.string, token.start[0])
            for token in tokenize.generate_tokens(io.StringIO(source).readline)]


def _shape(tree: ast.AST) -> tuple[str, list[tuple[str, int]]]:
    """The tree without docstrings (or their placeholders) and functions' annotations, and
    where each node starts."""
    futures = _future(tree)                     # gone from the slimmed code: see _check
    for local in local_annotated(tree):
        local.__class__ = ast.Assign            # `x: int = 1` read as `x = 1`
        local.targets, local.type_comment = [local.target], None
        del local.target, local.annotation, local.simple
    for node in ast.walk(tree):
        if isinstance(node, ast.arg):
            node.annotation = None
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
        if isinstance(node, _BODIES) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and (
                    isinstance(first.value.value, str) or first.value.value == 0):
                node.body = node.body[1:] or [ast.Pass()]
    for future in futures:
        tree.body.remove(future)
    rows = [(type(node).__name__, node.lineno) for node in ast.walk(tree)
            if hasattr(node, "lineno")]
    return ast.dump(tree), rows


def _check(tree: ast.AST, result: str) -> None:
    try:
        slimmed = ast.parse(result)
    except SyntaxError as error:
        raise SlimError(f"slimmed code does not parse: {error}") from None
    if _future(tree) and not _future(slimmed) and _annotated(slimmed):
        raise SlimError("from __future__ import annotations went, with annotations left")
    if _shape(tree) != _shape(slimmed):
        raise SlimError("slimmed code is not the same program, or not on the same lines")
