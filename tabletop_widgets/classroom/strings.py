"""The class pages' strings: found in the pages and their server, kept in the ``classroom`` domain.

The room, join, projector, dashboard, experiments, review and teacher pages
(``classroom/static``), the server's own words on them (the "teacher only" pages), the
experiments' words and the command line's messages are translated through the gettext
catalogs ``i18n/locale/<lang>/LC_MESSAGES/classroom.po``. This module finds every msgid:

- the text nodes and label attributes (``aria-label``, ``placeholder``, ``title``, ``alt``) and
  the ``<title>`` of each page's HTML (``static/i18n.js`` translates them in the browser);
- the ``t("...")`` and ``nt("...", "...", n)`` calls (and ``label: "..."`` of a language menu)
  of the pages' scripts;
- the messages passed to ``teacher_only_page(request, "...")``, ``gettext("...")`` and
  ``marked("...")`` (a server text a page translates) in the server (``classroom/server``),
  and the ``gettext("...")`` calls of the command line (``classroom/cli.py``);
- the title, the question, what is recorded and the measure of every experiment the games
  register (``<game>/experiments.py``: the pages show them in the reader's language).

``python -m tabletop_widgets.classroom.strings`` writes ``classroom.pot`` and brings every
language's ``classroom.po`` up to date with it (Babel's ``update``: new msgids come in
untranslated, gone ones become obsolete); the build then compiles the catalogs for the pages.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from ..i18n import CLASSROOM_DOMAIN, LANGUAGES, LOCALE_DIR, catalog_path

#: The class pages (HTML) and the scripts they load.
STATIC = Path(__file__).parent / "static"
PAGES: tuple[str, ...] = (
    "room.html",
    "join.html",
    "projector.html",
    "dashboard.html",
    "experiments.html",
    "review.html",
    "teacher.html",
)
SCRIPTS: tuple[str, ...] = (
    "room.js",
    "predict.js",
    "timer.js",
    "join.js",
    "projector.js",
    "dashboard.js",
    "dashboard_class.js",
    "experiments.js",
    "experiment_chart.js",
    "review_page.js",
    "i18n.js",
    "teacher.js",
)
SERVER = Path(__file__).parent / "server"
#: The command line's messages to a teacher (``tr.gettext("...")`` in ``classroom/cli.py``).
CLI = Path(__file__).parent / "cli.py"
#: The console script's own module (its line when the classroom extra is missing).
CONSOLE = Path(__file__).parents[1] / "cli.py"
#: The template of the domain.
POT = LOCALE_DIR.parent / f"{CLASSROOM_DOMAIN}.pot"
#: The attributes a page's script translates.
ATTRIBUTES = ("aria-label", "placeholder", "title", "alt")

_LETTER = re.compile(r"[A-Za-z]")
_STRING = r'"((?:[^"\\]|\\.)*)"'
_T = re.compile(r"(?<![\w.])t\(\s*" + _STRING)
_NT = re.compile(r"(?<![\w.])nt\(\s*" + _STRING + r"\s*,\s*" + _STRING)
_LABEL = re.compile(r"(?<![\w-])label\s*[:=]\s*" + _STRING)


@dataclass(frozen=True)
class Message:
    """One msgid (with its plural when it has one) and where it was found."""

    msgid: str
    plural: str | None
    where: str


class _PageTexts(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self.skip += 1
        for name, value in attrs:
            if name in ATTRIBUTES and value and _LETTER.search(value):
                self.found.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        text = data.strip()
        if not self.skip and _LETTER.search(text):
            self.found.append(text)


def _unquote(text: str) -> str:
    return str(ast.literal_eval('"' + text + '"'))


def page_messages() -> list[Message]:
    """The static texts of every class page."""
    out: list[Message] = []
    for name in PAGES:
        parser = _PageTexts()
        parser.feed((STATIC / name).read_text(encoding="utf-8"))
        out += [Message(text, None, name) for text in parser.found]
    return out


def script_messages() -> list[Message]:
    """The ``t()``/``nt()`` strings of the pages' scripts."""
    out: list[Message] = []
    for name in SCRIPTS:
        text = (STATIC / name).read_text(encoding="utf-8")
        for m in _NT.finditer(text):
            out.append(Message(_unquote(m.group(1)), _unquote(m.group(2)), name))
        for pattern in (_T, _LABEL):
            out += [Message(_unquote(m.group(1)), None, name) for m in pattern.finditer(text)]
    return out


def server_messages() -> list[Message]:
    """The server's words on the pages (``teacher_only_page`` and ``gettext`` calls) and the
    command line's (``gettext`` calls in ``cli.py`` and the console script's)."""
    out: list[Message] = []
    for path in [*sorted(SERVER.glob("*.py")), CLI, CONSOLE]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            index = {"teacher_only_page": 1, "gettext": 0, "marked": 0}.get(name)
            if index is None or len(node.args) <= index:
                continue
            arg = node.args[index]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                out.append(Message(arg.value, None, path.name))
    return out


def experiment_messages() -> list[Message]:
    """The title, the question, what is recorded and the measure (of a mean) of every
    experiment of the package's games (the pages show them through ``tServer``); read from the
    games' registry, so none can be left unmarked."""
    from ..engine.experiments import experiments_for
    from ..engine.registry import PACKAGE, all_games

    out: list[Message] = []
    for name, game in all_games().items():
        if type(game).__module__.split(".")[0] != PACKAGE:
            continue  # a game installed from elsewhere keeps its own words
        for e in experiments_for(name):
            where = f"{name}/experiments.py"
            texts = (e.title, e.question, e.recorded, e.measure)
            out += [Message(text, None, where) for text in texts if text]
    return out


def messages() -> list[Message]:
    """Every msgid of the class pages, once each, in the order found."""
    seen: dict[str, Message] = {}
    for m in page_messages() + script_messages() + server_messages() + experiment_messages():
        if m.msgid not in seen or (m.plural and not seen[m.msgid].plural):
            seen[m.msgid] = m
    return list(seen.values())


def template() -> Catalog:
    """The ``classroom`` template: every msgid."""
    catalog = Catalog(domain=CLASSROOM_DOMAIN, project="tabletop_widgets", fuzzy=False)
    for m in messages():
        catalog.add((m.msgid, m.plural) if m.plural else m.msgid, locations=[(m.where, 0)])
    return catalog


def _ids(catalog: Catalog) -> set[object]:
    return {m.id for m in catalog if m.id}


def update() -> bool:
    """Write ``classroom.pot`` and bring each language's ``classroom.po`` up to date; False
    (and nothing written) when the template already holds exactly the pages' strings."""
    pot = template()
    if POT.exists():
        with POT.open("rb") as f:
            if _ids(read_po(f)) == _ids(pot):
                return False
    with POT.open("wb") as f:
        write_po(f, pot, omit_header=False, width=100, no_location=False, sort_output=False)
    for lang in LANGUAGES:
        path = catalog_path(lang, CLASSROOM_DOMAIN)
        if path.exists():
            with path.open("rb") as f:
                catalog = read_po(f, locale=lang, domain=CLASSROOM_DOMAIN)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, domain=CLASSROOM_DOMAIN, project="tabletop_widgets")
        catalog.update(pot, no_fuzzy_matching=True)
        with path.open("wb") as f:
            write_po(f, catalog, width=100, ignore_obsolete=True)
    return True


if __name__ == "__main__":
    changed = update()
    print(f"{len(messages())} msgids in {POT}" + ("" if changed else " (already up to date)"))
