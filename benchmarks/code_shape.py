"""The shape of the code: long functions, long files and duplicate pairs (issue 43's measure).

Run from a checkout's root: ``python benchmarks/code_shape.py [--list]``. It counts

- functions over 40 lines (and over 60, over 80): every Python ``def`` of the package
  (methods and nested functions each on their own) and every JavaScript ``function`` or
  arrow function with a block body in the hand-written front end (the bundles under
  ``<game>/static/`` are built, not written);
- hand-written files over 500 lines: tracked source files (``.py``, ``.js``, ``.mjs``,
  ``.css``, ``.html``) outside the bundles, notebooks and data;
- duplicate pairs in product code: the pairs of the ``duplicates`` command (six or more
  shared lines) whose two sides are both in the package and neither in a bundle, and of them
  those ``duplicates`` does not mark boilerplate.

A file whose first line says it is generated and not to be edited (the locale tables
``scripts/build_frontend.mjs`` writes) is built, not written, and counts in none of them.

``--list`` prints what it counts, longest first.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from pathlib import Path

PACKAGE = "tabletop_widgets"
SOURCE_SUFFIXES = {".py", ".js", ".mjs", ".css", ".html"}
LONG_FUNCTION = 40
LONG_FILE = 500


def tracked_files(root: Path) -> list[Path]:
    """The files git tracks, plus untracked ones it does not ignore."""
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [root / line for line in out.splitlines() if (root / line).is_file()]


def is_bundle(rel: str) -> bool:
    """A built front-end bundle (``<game>/static/widget.js`` or ``.css``)."""
    return bool(re.match(rf"{PACKAGE}/[^/]+/static/widget\.(js|css)$", rel))


GENERATED = re.compile(r"\bgenerated\b.*\bdo not edit\b", re.I)


def is_generated(path: Path) -> bool:
    """A built file: its first line says it is generated and not to be edited."""
    with path.open(encoding="utf-8", errors="replace") as handle:
        return bool(GENERATED.search(handle.readline()))


def is_hand_written(path: Path, rel: str) -> bool:
    """Neither a front-end bundle nor a generated file."""
    return not is_bundle(rel) and not is_generated(path)


def python_functions(path: Path, rel: str) -> list[tuple[int, str]]:
    """(lines, name) of every function in a Python file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            found.append((node.end_lineno - start + 1, f"{rel}:{node.lineno} {node.name}"))
    return found


JS_START = re.compile(
    r"(?:function\s*\*?\s*(?P<fn>[A-Za-z_$][\w$]*)?\s*\([^)]*\)\s*\{)"
    r"|(?:(?P<arrow>[A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>\s*\{)"
)


def js_functions(path: Path, rel: str) -> list[tuple[int, str]]:
    """(lines, name) of every block-bodied JavaScript function (braces counted, strings and
    comments skipped: an estimate good enough for a measure)."""
    text = path.read_text(encoding="utf-8")
    code = re.sub(
        r"//[^\n]*|/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group()), text, flags=re.S
    )
    code = re.sub(
        r"`(?:\\.|[^`\\])*`|'(?:\\.|[^'\\\n])*'|\"(?:\\.|[^\"\\\n])*\"",
        lambda m: re.sub(r"[^\n]", " ", m.group()),
        code,
    )
    found = []
    for match in JS_START.finditer(code):
        depth, i = 0, match.end() - 1
        while i < len(code):
            if code[i] == "{":
                depth += 1
            elif code[i] == "}":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        first = code.count("\n", 0, match.start()) + 1
        last = code.count("\n", 0, i) + 1
        name = match.group("fn") or match.group("arrow") or "(anonymous)"
        found.append((last - first + 1, f"{rel}:{first} {name}"))
    return found


def functions(root: Path, files: list[Path]) -> list[tuple[int, str]]:
    """Every function of the package's hand-written code, with its length in lines."""
    found = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        if not rel.startswith(PACKAGE + "/") or not is_hand_written(path, rel):
            continue
        if path.suffix == ".py":
            found += python_functions(path, rel)
        elif path.suffix in {".js", ".mjs"}:
            found += js_functions(path, rel)
    return sorted(found, reverse=True)


def long_files(root: Path, files: list[Path]) -> list[tuple[int, str]]:
    """Hand-written source files over ``LONG_FILE`` lines."""
    found = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        if path.suffix not in SOURCE_SUFFIXES or "node_modules" in rel:
            continue
        if not is_hand_written(path, rel):
            continue
        lines = path.read_text(encoding="utf-8", errors="replace").count("\n")
        if lines > LONG_FILE:
            found.append((lines, rel))
    return sorted(found, reverse=True)


PAIR = re.compile(r"^D\d+ (?P<a>\S+):\d+-\d+ ~ (?P<b>\S+):\d+-\d+")


def product_pairs(root: Path) -> tuple[list[str], str]:
    """The ``duplicates`` rows whose both sides are hand-written package code.

    ``duplicates`` is run on the package folder alone (its rows then all fit in its largest
    listing, 200 rows; run on the whole checkout, tests and benchmarks pushed package pairs
    out of it), and a cut listing is an error rather than a smaller count."""
    out = subprocess.run(
        ["duplicates", "--most", "200", "--seconds", "300"],
        cwd=root / PACKAGE,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    if re.search(r"^\(\+\d+ more pairs\)|^incomplete:", out, re.M):
        raise SystemExit(f"duplicates listed only part of the package's pairs:\n{out[-2000:]}")
    rows = []
    for line in out.splitlines():
        m = PAIR.match(line)
        if not m:
            continue
        sides = [f"{PACKAGE}/{m[k]}" for k in ("a", "b")]
        if all(is_hand_written(root / side, side) for side in sides):
            rows.append(
                line.replace(f" {m['a']}:", f" {sides[0]}:", 1).replace(
                    f" {m['b']}:", f" {sides[1]}:", 1
                )
            )
    return rows, out.splitlines()[0] if out else ""


def substantive(pairs: list[str]) -> list[str]:
    """The pairs ``duplicates`` does not mark ``boilerplate`` (what it shares is more than thin
    lines, punctuation and keywords, or a shape that recurs across a folder)."""
    return [p for p in pairs if "boilerplate" not in p[PAIR.match(p).end() :].split()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print what is counted")
    parser.add_argument("--root", default=".", help="the checkout (default: here)")
    args = parser.parse_args()
    root = Path(args.root).resolve()
    files = tracked_files(root)
    funcs = functions(root, files)
    over = [f for f in funcs if f[0] > LONG_FUNCTION]
    py_over = [f for f in over if ".py:" in f[1]]
    engine_over = [f for f in py_over if f[1].startswith(f"{PACKAGE}/engine/")]
    carousel_over = [f for f in py_over if f[1].startswith(f"{PACKAGE}/carousel/")]
    big = long_files(root, files)
    pairs, summary = product_pairs(root)
    print(
        f"functions over {LONG_FUNCTION} lines: {len(over)} (Python {len(py_over)}, "
        f"JavaScript {len(over) - len(py_over)}); over 60: "
        f"{sum(n > 60 for n, _ in funcs)}; over 80: {sum(n > 80 for n, _ in funcs)}"
    )
    print(f"  of them in engine/: {len(engine_over)}, in carousel/: {len(carousel_over)}")
    print(
        f"hand-written files over {LONG_FILE} lines: {len(big)} "
        f"(in {PACKAGE}/: {sum(r.startswith(PACKAGE + '/') for _, r in big)})"
    )
    print(f"duplicate pairs, product code: {len(pairs)} (all: {summary})")
    print(f"  of them not marked boilerplate by duplicates: {len(substantive(pairs))}")
    if args.list:
        print("\n# functions")
        for n, name in over:
            print(f"{n:5d} {name}")
        print("\n# files")
        for n, rel in big:
            print(f"{n:5d} {rel}")
        print("\n# product duplicate pairs")
        print("\n".join(pairs))


if __name__ == "__main__":
    sys.exit(main())
