"""Every rule ID cited in the repository resolves in docs/rules/<game>.md.

What counts as a citation, in the prose of a scanned file: Python comments and triple-quoted
strings (docstrings), JavaScript comments, the whole text of Markdown pages and notebooks' Markdown
cells, and the comments and docstrings of notebooks' code cells (string literals in
code are data, e.g. a room code "R1", and are not read; nor is an ID quoted as a value, "R9", in a
comment):

- a **rule ID**: one or two capital letters and one or two digits, standing alone
  (``\\b[A-Z]{1,2}[0-9]{1,2}\\b``): C8, K7, G11, A1, R5, S2, YR14, KR25;
- a **section**: ``§`` and a number, ``§3`` or ``§1.2``, meaning section 3 of the game's page.

Which game a citation belongs to: the game of the file (``tabletop_widgets/<game>/``,
``tests/<game>/``, ``docs/games/<game>.md``, ``docs/rules/<game>.md``, or a file named after
the game, such as ``tests/browser/test_gyumi_frontend.py``). In any other file the line must
name the game (the nearest game name before the ID, else the first after it), e.g. "Gin spec C2".

A rule page defines an ID with a MyST label ``(<game>-<ID>)=`` on its heading, and a section
with ``(<game>-sec<N>)=``. Scanned: ``tabletop_widgets/**/*.py|js`` (not the built
``static/`` bundles), ``tests/**``, ``docs/**`` (not the generated and built parts) and
``notebooks/**/*.ipynb``.

Citations must also stay inside the repository: no paths to the project's old, external rules
specification or design notes (``shared/rules``, ``shared/seeds``, ``DESIGN.md``, ``/work/``).
"""

from __future__ import annotations

import io
import json
import re
import tokenize
from pathlib import Path

import pytest

from tabletop_widgets.engine import all_games

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
GAMES = tuple(all_games())
THIS = Path(__file__).resolve()

RULE_ID = re.compile(r"\b([A-Z]{1,2}[0-9]{1,2})\b")
SECTION = re.compile(r"§\s?(\d+(?:\.\d+)?)")
# A game named in prose (for files that belong to no single game), from the registry: its
# name ("gin_rummy", "gin rummy"), its title without a leading article ("Gnumies"), and the first
# word of a two-word name ("gin"). Longest names first, and no letter on either side: "yum"
# inside "gyumi" is not Yum.


def _aliases(name: str, title: str) -> set[str]:
    title = title.lower().removeprefix("the ")
    found = {name, name.replace("_", " "), title}
    if "_" in name:
        found.add(name.split("_")[0])
    return found


GAME_OF_NAME = {
    alias: name for name, game in all_games().items() for alias in _aliases(name, game.title)
}
GAME_NAME = re.compile(
    r"(?<![a-z])("
    + "|".join(
        re.escape(a).replace(r"\ ", "[_ ]") for a in sorted(GAME_OF_NAME, key=len, reverse=True)
    )
    + r")(?![a-z])",
    re.IGNORECASE,
)
# Paths outside the repository (split so that this file does not cite them itself).
OUTSIDE = re.compile(
    "|".join(["shared/" + "(?:rules|seeds|notes)", r"\bDESIGN" + r"\.md\b", "/work" + "/"])
)

SCANNED_SUFFIXES = {".py", ".js", ".mjs", ".md"}
JS_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
# Generated or built (git-ignored) parts of docs/: copies of notebooks, API pages, the site.
DOCS_SKIPPED = ("_build", "_generated", "notebooks", "api/modules")


# ----- What the rule pages define ------------------------------------------------------------


def defined(game: str, text: str | None = None) -> tuple[set[str], set[str]]:
    """The rule IDs and section numbers that ``docs/rules/<game>.md`` (or ``text``) defines."""
    if text is None:
        text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    g = re.escape(game)
    ids = set(re.findall(rf"^\({g}-([A-Z]{{1,2}}[0-9]{{1,2}})\)=$", text, re.MULTILINE))
    sections = set(re.findall(rf"^\({g}-sec(\d+(?:\.\d+)?)\)=$", text, re.MULTILINE))
    return ids, sections


# ----- What the repository cites --------------------------------------------------------------


def scanned_files() -> list[Path]:
    files: list[Path] = []
    for path in sorted((ROOT / "tabletop_widgets").rglob("*")):
        if path.suffix in {".py", ".js"} and "static" not in path.relative_to(ROOT).parts:
            files.append(path)
    for path in sorted((ROOT / "tests").rglob("*")):
        if path.suffix in SCANNED_SUFFIXES and "__pycache__" not in path.parts:
            files.append(path)
    docs = ROOT / "docs"
    for path in sorted(docs.rglob("*")):
        rel = path.relative_to(docs).as_posix()
        if path.suffix in SCANNED_SUFFIXES and not rel.startswith(DOCS_SKIPPED):
            files.append(path)
    for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):
        # notebooks/students/ holds generated (git-ignored) copies of the notebooks scanned here.
        if ".ipynb_checkpoints" not in path.parts and "students" not in path.parts:
            files.append(path)
    return [p for p in files if p.is_file() and p.resolve() != THIS]


def game_of_file(rel: str) -> str | None:
    """The game a file belongs to, from its path (``rel`` is relative to the repository)."""
    parts = rel.split("/")
    if len(parts) > 2 and parts[0] in {"tabletop_widgets", "tests"} and parts[1] in GAMES:
        return parts[1]
    if len(parts) == 3 and parts[0] == "docs" and parts[1] in {"games", "rules"}:
        stem = parts[2].rsplit(".", 1)[0]
        if stem in GAMES:
            return stem
    names = GAME_NAME.findall(parts[-1].replace("-", "_"))
    games = {GAME_OF_NAME[n.lower()] for n in names}
    return games.pop() if len(games) == 1 else None


def game_named_near(line: str, start: int) -> str | None:
    """The game named nearest before ``start`` in ``line``, else the first named after it."""
    before = [m for m in GAME_NAME.finditer(line) if m.end() <= start]
    if before:
        return GAME_OF_NAME[before[-1].group(1).lower()]
    after = GAME_NAME.search(line, start)
    return GAME_OF_NAME[after.group(1).lower()] if after else None


def _lines_from(start: int, text: str) -> list[tuple[str, str]]:
    return [(str(start + i), line) for i, line in enumerate(text.splitlines())]


def prose(rel: str, text: str) -> list[tuple[str, str]]:
    """The (where, text) lines of a file in which citations are read (see the top); ``where``
    is a line number, or "cell N line M" in a notebook."""
    suffix = Path(rel).suffix
    if suffix == ".ipynb":
        pieces = []
        for i, cell in enumerate(json.loads(text).get("cells", [])):
            source = "".join(cell.get("source", []))
            kind = "cell.md" if cell.get("cell_type") == "markdown" else "cell.py"
            if cell.get("cell_type") in {"markdown", "code"}:
                pieces += [(f"cell {i} line {n}", line) for n, line in prose(kind, source)]
        return pieces
    if suffix == ".py":
        pieces = []
        try:
            for tok in tokenize.generate_tokens(io.StringIO(text).readline):
                if tok.type == tokenize.COMMENT:
                    pieces.append((tok.start[0], tok.string))
                elif tok.type == tokenize.STRING and tok.string.lstrip("rRbBuUfF")[:3] in (
                    '"""',
                    "'''",
                ):
                    pieces += _lines_from(tok.start[0], tok.string)
        except (tokenize.TokenError, SyntaxError):
            return _lines_from(1, text)  # not valid Python: read all of it
        return pieces
    if suffix in {".js", ".mjs"}:
        return [
            piece
            for m in JS_COMMENT.finditer(text)
            for piece in _lines_from(text.count("\n", 0, m.start()) + 1, m.group(0))
        ]
    return _lines_from(1, text)


def _quoted_value(line: str, start: int, end: int) -> bool:
    """True for ``"R9"`` or ``'R9'``: a value quoted in a comment, not a citation."""
    return start > 0 and end < len(line) and line[start - 1] == line[end] and line[end] in "\"'"


def unresolved(rel: str, text: str, pages: dict[str, tuple[set[str], set[str]]]) -> list[str]:
    """Every citation in ``text`` (file ``rel``) that its game's rule page does not define."""
    problems = []
    file_game = game_of_file(rel)
    for lineno, line in prose(rel, text):
        for kind, pattern in (("rule ID", RULE_ID), ("section §", SECTION)):
            for m in pattern.finditer(line):
                cited = m.group(1)
                if kind == "rule ID" and _quoted_value(line, m.start(), m.end()):
                    continue
                game = file_game or game_named_near(line, m.start())
                where = f"{rel}:{lineno}: {kind} {cited}"
                if game is None:
                    problems.append(f"{where} cited without naming the game")
                    continue
                ids, sections = pages[game]
                if cited not in (ids if kind == "rule ID" else sections):
                    problems.append(f"{where} is not in docs/rules/{game}.md")
    return problems


def outside_paths(rel: str, text: str) -> list[str]:
    return [
        f"{rel}:{lineno}: {m.group(0)!r} is outside the repository"
        for lineno, line in enumerate(text.splitlines(), 1)
        for m in OUTSIDE.finditer(line)
    ]


@pytest.fixture(scope="module")
def pages() -> dict[str, tuple[set[str], set[str]]]:
    return {game: defined(game) for game in GAMES}


# ----- The checks -----------------------------------------------------------------------------


def test_every_game_has_a_rule_page_with_ids(pages):
    for game in GAMES:
        ids, sections = pages[game]
        assert len(ids) >= 20, f"docs/rules/{game}.md defines only {sorted(ids)}"
        assert sections, f"docs/rules/{game}.md has no section labels"


def test_every_cited_rule_id_resolves(pages):
    problems = []
    files = scanned_files()
    assert any(p.match("tabletop_widgets/gin_rummy/rules.py") for p in files)
    in_code = 0  # citations read in the package: the scan must not silently find nothing
    for path in files:
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8", errors="replace")
        problems += unresolved(rel, text, pages)
        if rel.startswith("tabletop_widgets/"):
            in_code += sum(len(RULE_ID.findall(line)) for _, line in prose(rel, text))
    assert in_code >= 50, f"only {in_code} rule IDs found in tabletop_widgets/"
    assert not problems, "\n".join(problems)


def test_no_citation_points_outside_the_repository():
    problems = []
    for path in scanned_files():
        rel = path.relative_to(ROOT).as_posix()
        problems += outside_paths(rel, path.read_text(encoding="utf-8", errors="replace"))
    assert not problems, "\n".join(problems)


def test_every_rule_entry_has_a_marker_and_its_rulebook_lines():
    # Each ID's entry (up to the next label) says where it comes from; the non-English rulebooks'
    # entries quote the original words whenever they cite a line.
    for game in GAMES:
        text = (RULES / f"{game}.md").read_text(encoding="utf-8")
        entries = re.split(rf"^\({game}-", text, flags=re.MULTILINE)[1:]
        for entry in entries:
            label, body = entry.split(")=", 1)
            if label.startswith("sec"):
                continue
            assert re.search(r"\[(TEXT|SOURCED|DECISION)\]", body), f"{game}-{label}: no marker"
            cites_lines = re.search(r"\blines? \d", body)
            assert cites_lines or "no line" in body, f"{game}-{label}: no rulebook line"
            if game in {"gin_rummy", "carousel"} and cites_lines:
                assert re.search(r"^> \S", body, re.MULTILINE), f"{game}-{label}: no quote"


# ----- The checks can fail ---------------------------------------------------------------------


def test_an_unknown_id_or_section_is_reported(pages):
    assert unresolved("tabletop_widgets/gin_rummy/rules.py", "# C8 and C11", pages) == []
    problems = unresolved("tabletop_widgets/gin_rummy/rules.py", "# see C99 and §9", pages)
    assert problems == [
        "tabletop_widgets/gin_rummy/rules.py:1: rule ID C99 is not in docs/rules/gin_rummy.md",
        "tabletop_widgets/gin_rummy/rules.py:1: section § 9 is not in docs/rules/gin_rummy.md",
    ]
    # An ID of another game is unknown here: K7 is Carousel's.
    assert unresolved("tests/gin_rummy/test_game.py", "# K7", pages) != []


def test_a_file_of_no_game_must_name_the_game(pages):
    assert unresolved("tabletop_widgets/engine/melds.py", "# (Gin spec C2; Carousel)", pages) == []
    assert unresolved("tabletop_widgets/engine/melds.py", "# (Carousel K7, Gin C2)", pages) == []
    assert unresolved("tabletop_widgets/engine/melds.py", "# Carousel C2", pages) != []
    assert unresolved("tabletop_widgets/engine/melds.py", "# see C2", pages) == [
        "tabletop_widgets/engine/melds.py:1: rule ID C2 cited without naming the game"
    ]


def test_citations_are_read_in_comments_docstrings_and_pages_only(pages):
    code = 'def f():\n    """Spec C99."""\n    x = "C98"  # C97\n'
    found = unresolved("tabletop_widgets/gin_rummy/game.py", code, pages)
    assert [p.split(": ", 1)[1] for p in found] == [
        "rule ID C99 is not in docs/rules/gin_rummy.md",
        "rule ID C97 is not in docs/rules/gin_rummy.md",
    ]
    assert [p.split(":")[1] for p in found] == ["2", "3"]
    js = 'const room = "R1";\n/* K99\n   K98 */ f(); // K97\n'
    found = unresolved("tabletop_widgets/carousel/widget.js", js, pages)
    assert [p.split(":")[1] for p in found] == ["2", "3", "3"]
    assert len(unresolved("docs/rules/carousel.md", "See K99.", pages)) == 1
    assert (
        unresolved("tests/x/test_store.py", 'assert got == ["R9"]  # not its own "R9"', pages) == []
    )


def test_notebook_cells_are_read(pages):
    nb = {
        "cells": [
            {"cell_type": "markdown", "source": ["# Rules\n", "As K7 says, and K99.\n"]},
            {"cell_type": "code", "source": ['code = "K98"  # K97\n']},
        ]
    }
    found = unresolved("notebooks/carousel_tutorial.ipynb", json.dumps(nb), pages)
    assert found == [
        "notebooks/carousel_tutorial.ipynb:cell 0 line 2: rule ID K99 is not in docs/rules/carousel.md",
        "notebooks/carousel_tutorial.ipynb:cell 1 line 1: rule ID K97 is not in docs/rules/carousel.md",
    ]


def test_files_are_matched_to_their_game():
    assert game_of_file("tabletop_widgets/gyumi/game.py") == "gyumi"
    assert game_of_file("tests/browser/test_gyumi_frontend.py") == "gyumi"
    assert game_of_file("tests/browser/test_yum_frontend.py") == "yum"
    assert game_of_file("docs/rules/gin_rummy.md") == "gin_rummy"
    assert game_of_file("tabletop_widgets/engine/melds.py") is None


def test_a_path_outside_the_repository_is_reported():
    assert outside_paths("x.py", "# see docs/rules/yum.md and docs/architecture.md") == []
    cited = "# (" + "shared/rules" + "/yum.md), rule 6 of DESIGN" + ".md"
    assert len(outside_paths("x.py", cited)) == 2


def test_a_page_defines_only_its_labelled_ids():
    text = "(yum-sec3)=\n## 3. Sheet\n\n(yum-Y1)=\n### Y1 · slip\n\nY2 is only mentioned.\n"
    assert defined("yum", text) == ({"Y1"}, {"3"})
