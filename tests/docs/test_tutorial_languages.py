"""The translated tutorials speak their language in their outputs, not only in their prose.

Each translated tutorial (``notebooks/<game>_tutorial_<lang>.ipynb``) runs the English one's code
after ``use_language("<lang>")``. Here that code runs again, in this process, with the
pseudo-locale instead (``use_language("xx")``: every catalog text wrapped, ``[!! ... !!]``), and
every line it prints or shows is read: outside the wrapped texts only the notebook's own code
may write words (its string literals, the names and codes in a ``repr``), never the package. An
English sentence of a widget, a repr or an engine function would be left unwrapped and named.
The saved outputs are those of the tutorial's language (strict nbval re-runs them), and the
English tutorials' outputs stay English.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import os
import re
from pathlib import Path

import pytest

from tabletop_widgets import gyumi, yum
from tabletop_widgets.i18n import PSEUDO, use_language

from .cell_code import parse_cell
from .test_glossary import NOTEBOOKS, TUTORIALS, code_cells, without_language_lines

#: A wrapped text with no wrapped text inside (they nest: "[!! [!! Ýöü !!] ţööķ ... !!]").
INNERMOST = re.compile(r"\[!! (?:(?!\[!! ).)*? !!\]")
#: What a repr may show of the notebook's own data: quoted strings (codes such as 'apple-5'),
#: a keyword argument's or a class's name before "=" or "(", Python's constants.
CODE = re.compile(r"'[^']*'|\"[^\"]*\"|\b\w+(?==|\()|\b(?:True|False|None)\b")
WORD = re.compile(r"[A-Za-z]{2,}")
#: The codes a program reads things by (GYÜMI's fruits, Yum's boxes), printed as data, and the
#: rulebook's own words (Yum's French box names, shown beside the translation).
CODES = (
    frozenset(gyumi.FRUITS)
    | frozenset(yum.BOXES)
    | frozenset(WORD.findall(" ".join(yum.rules.BOX_FRENCH.values())))
)


def unwrapped(line: str) -> tuple[str, int]:
    """``line`` without its wrapped texts, and how many there were."""
    count = 0
    while True:
        line, n = INNERMOST.subn(" ", line)
        if not n:
            return line, count
        count += n


ANY = ".*?"


def formatted(node: ast.expr) -> str:
    """A pattern for what an f-string's part writes: its text, the choices of a conditional of
    texts (``{'s' if k > 1 else ''}``), else anything."""
    if isinstance(node, ast.Constant):
        return re.escape(str(node.value))
    value = node.value if isinstance(node, ast.FormattedValue) else node
    if isinstance(value, ast.IfExp) and all(
        isinstance(v, ast.Constant) for v in (value.body, value.orelse)
    ):
        return f"(?:{formatted(value.body)}|{formatted(value.orelse)})"
    return ANY


def f_string(node: ast.JoinedStr) -> str:
    """The pattern of what an f-string writes, without a value at either end and the spaces
    there (a value at an end is not the notebook's text: it is read like the rest)."""
    values = list(node.values)
    while values and formatted(values[0]) == ANY:
        values.pop(0)
    while values and formatted(values[-1]) == ANY:
        values.pop()
    if values and isinstance(values[0], ast.Constant):
        values[0] = ast.Constant(str(values[0].value).lstrip())
    if values and isinstance(values[-1], ast.Constant):
        values[-1] = ast.Constant(str(values[-1].value).rstrip())
    return "".join(formatted(v) for v in values)


def literals(source: str) -> list[re.Pattern[str]]:
    """What the string literals of a cell's code write, as patterns, the longest first."""
    found = set()
    for node in ast.walk(parse_cell(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.update(re.escape(p.strip()) for p in node.value.splitlines() if p.strip())
        elif isinstance(node, ast.JoinedStr):
            found.add(f_string(node))
    found = {p for p in found if not re.fullmatch(p, "")}  # a pattern that writes no text
    return [re.compile(whole_words(p)) for p in sorted(found, key=len, reverse=True)]


def whole_words(pattern: str) -> str:
    """``pattern`` that matches no part of a word ("yum" not in "yum_bonus")."""
    before = "(?<!\\w)" if re.match(r"\w", pattern) else ""
    after = "(?!\\w)" if re.search(r"[\w)]$", pattern) else ""
    return before + pattern + after


def stray_words(line: str, source: str) -> list[str]:
    """The words of a printed ``line`` that are neither in a wrapped (catalog) text nor written
    by the notebook's own code (``source``: its cells so far) nor codes."""
    rest = unwrapped(line)[0]
    for pattern in literals(source):
        rest = pattern.sub(" ", rest)
    return [w for w in WORD.findall(CODE.sub(" ", rest)) if w not in CODES]


def run_cells(code: list[str], folder: Path) -> list[tuple[str, str]]:
    """Each cell's source with what it printed and showed (its last expression's repr)."""
    namespace: dict = {}
    shown = []
    before = Path.cwd()
    os.chdir(folder)
    try:
        for source in code:
            tree = ast.parse(source)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                exec(compile(tree, "<cell>", "exec"), namespace)
                if last is not None:
                    value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)
                    if value is not None:
                        print(repr(value))
            shown.append((source, out.getvalue()))
    finally:
        os.chdir(before)
    return shown


def stray_lines(game: str, lang: str, run_in: str) -> tuple[list[str], int]:
    """The printed lines of the ``lang`` tutorial of ``game``, its code run in ``run_in``, that
    hold words outside the catalogs (each with them), and how many wrapped texts it printed."""
    chosen, code = without_language_lines(code_cells(NOTEBOOKS / f"{game}_tutorial_{lang}.ipynb"))
    assert chosen == lang
    found, wrapped = [], 0
    use_language(run_in)
    try:
        printed = run_cells(code, NOTEBOOKS)
    finally:
        use_language(None)
    for i, (_, text) in enumerate(printed):
        for line in text.splitlines():
            wrapped += unwrapped(line)[1]
            if words := stray_words(line, "\n".join(code[: i + 1])):
                found.append(f"{line!r}: {words}")
    return found, wrapped


@pytest.mark.parametrize(("game", "lang"), sorted(TUTORIALS.items()))
def test_a_translated_tutorial_prints_no_text_outside_the_catalogs(game, lang):
    found, wrapped = stray_lines(game, lang, PSEUDO)
    assert not found, "\n".join(found)
    assert wrapped >= 10  # the package's texts were printed, wrapped


@pytest.mark.parametrize(("game", "lang"), sorted(TUTORIALS.items()))
def test_the_same_code_in_english_is_found_english(game, lang):
    found, wrapped = stray_lines(game, lang, "en")
    assert len(found) >= 10 and wrapped == 0  # the check above can fail


def test_an_english_sentence_of_the_package_is_found():
    source = 'for line in score_hand(a, b)["lines"]:\n    print("deadwood:", line)'
    assert stray_words("deadwood: Gin: no laying off.", source) == ["Gin", "no", "laying", "off"]
    assert stray_words("deadwood: [!! Ĝíñ: ñö ļáýíñĝ öƒƒ. !!]", source) == []
    shown = "GinRummyWidget(Gin Rummy; [!! Ýöü !!] 0; [!! ţö áçţ: [!! Ýöü !!] !!])"
    assert stray_words(shown, "w") == ["Gin", "Rummy"]
    assert stray_words("{'fruit': 'apple', 'top': 2} Rules(yum=50, classic=False)", "") == []
    nested = "[!! [!! Ýöü !!] ţööķ [!! Ýöü !!] !!] and [!! ţĥé !!]"
    assert unwrapped(nested) == ("  and  ", 4)
    assert stray_words(nested, "") == ["and"]
    assert stray_words("holding: grape-1", 'print("holding:", x)') == []
    plural = "print(f\"{run}: {n} point{'s' if n > 1 else ''}\")"
    assert stray_words("1-2: 3 points", plural) == []
    # an f-string's value is the package's text: it is read, not taken for the notebook's
    assert stray_words("Refused: Unknown box", 'print(f"Refused: {err}")') == ["Unknown", "box"]
    columns = 'print(f"{a:<16} {b:<22} {c}")'  # only values and spaces: nothing of the notebook's
    assert stray_words("Ana rolled 1 4", columns) == ["Ana", "rolled"]


def outputs(path: Path) -> str:
    """Every text a notebook's code cells saved (printed and shown)."""
    texts = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for out in cell.get("outputs", []):
            text = out.get("text") or out.get("data", {}).get("text/plain", "")
            texts.append("".join(text) if isinstance(text, list) else text)
    return "\n".join(texts)


#: One saved sentence of the package per English tutorial, which its translation must not show.
ENGLISH = {
    "gin_rummy": ("Gin scores the defender's deadwood plus 25", "to act: You"),
    "carousel": ("a sequence may not turn the corner", "to act: You"),
    "gyumi": ("Ann took the top card of the draw pile.", "to act: You"),
    "yum": ("Ana scored 12 in Rolling Surplus", "best play from here expects 203.1 points"),
}


@pytest.mark.parametrize(("game", "lang"), sorted(TUTORIALS.items()))
def test_the_saved_outputs_are_the_tutorials_language(game, lang):
    english = outputs(NOTEBOOKS / f"{game}_tutorial.ipynb")
    mine = outputs(NOTEBOOKS / f"{game}_tutorial_{lang}.ipynb")
    for sentence in ENGLISH[game]:
        assert sentence in english
        assert sentence not in mine
