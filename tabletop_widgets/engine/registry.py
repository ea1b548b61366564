"""Where games register, so that every front end, test, ``simulate`` and saved game finds them.

A game's package registers it with everything it declares beside its rules, in one line
of its ``__init__.py``::

    register(GAME, bots=BOTS, queries=QUERIES, experiments=EXPERIMENTS, lesson=LESSON)

or, for a game folder of the package whose bots, experiments, lesson and engine texts sit in
its ``bots.py``, ``experiments.py``, ``lesson.py`` and ``engine_templates.py`` (each loaded
when first needed), with :func:`register_folder`::

    register_folder(__name__, GAME, QUERIES, bots={"greedy": "GreedyBot"})

``bots`` maps bot names to bot classes or factories (``"random"`` is added for every
game), ``queries`` are the questions a seat may ask (``engine.queries.Query``), and
``experiments`` is a zero-argument function returning the game's class experiments
(they load heavier modules, so they are built when a server asks for them); ``lesson``,
likewise, builds the game's lesson material (``lessons.Lesson``: its per-student exercises and
answer keys, usually from ``<game>/lesson.py`` through :func:`lazy_lesson`); ``texts`` returns
the templates a widget reads the engine's English lines back through to translate them
(``<game>/engine_templates.py``'s ``TEMPLATES``), and ``text_slots`` what the placeholders
only those texts use may read (its ``SLOTS``), both handed to ``i18n.engine_templates``.

``all_games`` imports every game folder of the package (a folder with a ``game.py``) and
every module named by a ``tabletop_widgets.games`` entry point (games installed by other
packages), so a new game joins the conformance suite, the table server and the dashboard
without editing any of them.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import pkgutil
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .bots import RandomBot, lazy_bot
from .core import Game
from .queries import Query
from .review import with_review

#: Entry-point group through which other packages add games.
ENTRY_POINT_GROUP = "tabletop_widgets.games"


@dataclass(frozen=True)
class GameEntry:
    """A registered game and what its folder declares beside the rules."""

    game: Game
    #: Bot name -> bot class or factory (``"random"`` always included).
    bots: Mapping[str, Any] = field(default_factory=dict)
    #: The queries a seat may ask, in the order front ends show them.
    queries: tuple[Query, ...] = ()
    #: Builds the game's class experiments (``() -> sequence``), or None.
    experiments: Callable[[], Sequence[Any]] | None = None
    #: What a seat may ask: ``queries`` and the engine's review where there is a hint.
    offered: tuple[Query, ...] = ()
    #: Builds the game's lesson material (``() -> lessons.Lesson``), or None.
    lesson: Callable[[], Any] | None = None

    def query(self, name: str) -> Query | None:
        return next((q for q in self.queries if q.name == name), None)


_ENTRIES: dict[str, GameEntry] = {}


def register(
    game: Game,
    *,
    bots: Mapping[str, Any] | None = None,
    queries: Sequence[Query] = (),
    experiments: Callable[[], Sequence[Any]] | None = None,
    lesson: Callable[[], Any] | None = None,
    texts: Callable[[], Sequence[str]] | None = None,
    text_slots: Callable[[], Mapping[str, str]] | None = None,
) -> Game:
    """Add ``game`` (with its bots, queries, experiments, lesson and engine texts, and what
    the texts' own placeholders read) to the registry; return it.

    Registering a game again replaces its entry (a package registers its game once,
    with everything it declares).
    """
    names = [q.name for q in queries]
    if len(set(names)) != len(names):
        raise ValueError(f"{game.name}: two queries share a name ({names})")
    found = {"random": RandomBot}
    for name, spec in (bots or {}).items():
        if not isinstance(name, str) or not name:
            raise ValueError(f"{game.name}: bot names must be non-empty text")
        found[name] = spec
    _ENTRIES[game.name] = GameEntry(
        game=game,
        bots=dict(sorted(found.items())),
        queries=tuple(queries),
        experiments=experiments,
        offered=with_review(queries),
        lesson=lesson,
    )
    if texts is not None:
        _declare_texts(game.name, texts, text_slots)
    return game


def _declare_texts(
    name: str,
    texts: Callable[[], Sequence[str]] | None,
    text_slots: Callable[[], Mapping[str, str]] | None = None,
) -> None:
    """Hand a game's engine texts to the translations, and what registers every game
    (imported here: a game that declares texts loads the languages, the engine alone does not)."""
    from ..i18n.engine_templates import declare_finder, declare_templates

    declare_finder(all_games)
    declare_templates(name, texts, text_slots)


def unregister(name: str) -> None:
    """Remove the game called ``name`` from the registry (tests register toy games for a while)."""
    if _ENTRIES.pop(name, None) is not None:
        _declare_texts(name, None)


#: The package whose folders are games, and where it lies (found without importing it: the
#: engine sits below the games and the package's top level).
PACKAGE = __name__.split(".")[0]
PACKAGE_FOLDER = Path(__file__).resolve().parent.parent


def lazy_experiments(module: str) -> Callable[[], Sequence[Any]]:
    """The ``experiments=`` of a registry line: ``module.experiments()``, imported on first use
    (experiments load their reference values and heavier modules only when a server asks)."""

    def build() -> Sequence[Any]:
        return importlib.import_module(module).experiments()

    return build


def lazy_lesson(module: str) -> Callable[[], Any]:
    """The ``lesson=`` of a registry line: ``module.lesson()``, imported on first use (a
    lesson's keys load scipy and simulate games only when the lessons ask)."""

    def build() -> Any:
        return importlib.import_module(module).lesson()

    return build


def lazy_templates(module: str) -> Callable[[], Sequence[str]]:
    """The ``texts=`` of a registry line: ``module.TEMPLATES``, imported when a widget first
    translates an engine text."""

    def read() -> Sequence[str]:
        return importlib.import_module(module).TEMPLATES

    return read


def lazy_slots(module: str) -> Callable[[], Mapping[str, str]]:
    """The ``text_slots=`` of a registry line: ``module.SLOTS`` (what the placeholders only
    its texts use may read), or none, imported when a widget first translates an engine text."""

    def read() -> Mapping[str, str]:
        return getattr(importlib.import_module(module), "SLOTS", {})

    return read


def register_folder(
    package: str,
    game: Game,
    queries: Sequence[Query] = (),
    *,
    bots: Mapping[str, str] | None = None,
) -> Game:
    """Register ``game`` with what its folder, the package ``package``, declares: ``bots`` maps
    each bot's name to its class in ``<package>.bots`` (imported when the bot is seated); the
    class experiments, the lesson and the engine texts are ``<package>.experiments``,
    ``<package>.lesson`` and ``<package>.engine_templates`` (each imported on first use), where
    the folder has those modules.

    ``register_folder(__name__, GAME, QUERIES, bots={"greedy": "GreedyBot"})``
    """
    here = sys.modules[package]
    folder = Path(here.__file__).resolve().parent if here.__file__ else None

    def has(module: str) -> bool:
        return folder is not None and (folder / f"{module}.py").exists()

    return register(
        game,
        bots={name: lazy_bot(f"{package}.bots", attr) for name, attr in (bots or {}).items()},
        queries=queries,
        experiments=lazy_experiments(f"{package}.experiments") if has("experiments") else None,
        lesson=lazy_lesson(f"{package}.lesson") if has("lesson") else None,
        texts=lazy_templates(f"{package}.engine_templates") if has("engine_templates") else None,
        text_slots=lazy_slots(f"{package}.engine_templates") if has("engine_templates") else None,
    )


_SCANNED = False


def _import_all(rescan: bool = False) -> None:
    """Import every game once per process (reading the entry points costs a quarter second);
    ``rescan``: look again (a name nobody registered yet: a game package installed since)."""
    global _SCANNED
    if _SCANNED and not rescan:
        return
    _SCANNED = True
    # A game folder is a package with a game.py (engine, ui and classroom are not games).
    for module in pkgutil.iter_modules([str(PACKAGE_FOLDER)]):
        if module.ispkg and (PACKAGE_FOLDER / module.name / "game.py").exists():
            importlib.import_module(f"{PACKAGE}.{module.name}")
    for point in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        importlib.import_module(point.value.split(":")[0])


def game_entry(name: str) -> GameEntry:
    """The registry entry of the game called ``name`` (``KeyError`` if there is none)."""
    if name not in _ENTRIES:
        _import_all(rescan=True)
    return _ENTRIES[name]


def get_game(name: str) -> Game:
    """The registered game called ``name`` (``KeyError`` if there is none)."""
    return game_entry(name).game


def all_games() -> dict[str, Game]:
    """Every game of the package (and of installed game packages), by name."""
    _import_all()
    return {name: _ENTRIES[name].game for name in sorted(_ENTRIES)}


def bots_of(name: str) -> dict[str, Any]:
    """Bot name -> class or factory for the game called ``name``, sorted by name."""
    return dict(game_entry(name).bots)


def registered_bot(game: str, name: str) -> Any:
    """The bot class or factory registered as ``name`` for the game called ``game``
    (``ValueError`` naming the choices)."""
    bots = bots_of(game)
    if name not in bots:
        title = get_game(game).title
        choices = ", ".join(repr(n) for n in bots)
        raise ValueError(f"{title} has no bot {name!r} (choose from {choices}).")
    return bots[name]


def resolve_bots(game: Game, specs: Sequence[Any]) -> list[Any]:
    """``specs`` with every bot given by its registry name replaced by that bot (a person,
    ``None``, and bot objects, classes or factories stay as they are). An unknown name or
    something that is no bot raises ``ValueError`` at once, naming the choices."""
    resolved = []
    for spec in specs:
        if isinstance(spec, str):
            spec = registered_bot(game.name, spec)
        elif spec is not None and not (callable(spec) or hasattr(spec, "choose")):
            choices = ", ".join(repr(n) for n in bots_of(game.name))
            raise ValueError(
                f"{spec!r} is no bot: give None for a person, a bot, or a bot's name ({choices})."
            )
        resolved.append(spec)
    return resolved


def queries_of(name: str) -> tuple[Query, ...]:
    """The queries the game called ``name`` declares."""
    return game_entry(name).queries


def offered_queries(name: str) -> tuple[Query, ...]:
    """What a seat of the game called ``name`` may ask: its declared queries, and the
    engine's ``review`` where it declares a hint (``engine.review``)."""
    return game_entry(name).offered


def experiments_of(name: str) -> list[Any]:
    """The class experiments of the game called ``name`` (built on first use)."""
    build = game_entry(name).experiments
    return list(build()) if build is not None else []


def lesson_of(name: str) -> Any | None:
    """The lesson material of the game called ``name`` (a ``lessons.Lesson``), or None."""
    build = game_entry(name).lesson
    return build() if build is not None else None


def game_folder(game: Game) -> Path:
    """The folder of the package that defines ``game`` (its ``static/`` bundles live there)."""
    return Path(sys.modules[type(game).__module__].__file__).parent
