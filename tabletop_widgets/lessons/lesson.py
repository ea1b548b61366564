"""What a game's folder declares for its lesson, and where the lessons find it: the registry.

A game's ``lesson.py`` defines ``lesson() -> Lesson`` (its per-student exercises, each an
:class:`ExerciseKind`, and the function computing its answer keys, each a :class:`Key`) and its ``__init__.py`` registers it beside the
experiments::

    register(GAME, ..., lesson=lazy_lesson(f"{__name__}.lesson"))

The answer-keys collection (``lessons.keys.answer_keys``), the per-student instances
(``lessons.instance``), the student-copy script and the guide's tests iterate
:func:`lessons_by_game`, so a new game's lesson joins them with nothing shared edited.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, SupportsFloat

Params = dict[str, Any]
Built = tuple[str, dict[str, Any]]
#: Where a key's figure is quoted: one phrase, or several.
Phrases = str | tuple[str, ...]

#: Where a lesson without a place in the course goes: after the course's lessons.
LAST = 1_000


@dataclass(frozen=True)
class ExerciseKind:
    """An exercise as its game's lesson declares it: its id, its versions (every one equally
    likely), the lesson's own version and ``build(params) -> (question, answer)``, where
    ``answer`` holds the :class:`Exercise` fields ``answer``, ``tolerance``, ``close`` and
    ``hint``."""

    id: str
    versions: tuple[tuple[tuple[str, Any], ...], ...]
    default: Params
    build: Callable[[Params], Built]

    @classmethod
    def of(
        cls, id: str, versions: list[Params], default: Params, build: Callable[[Params], Built]
    ) -> ExerciseKind:
        """An exercise from its versions given as dicts (the lesson's own among them)."""
        if dict(default) not in [dict(v) for v in versions]:
            raise ValueError(f"{id}: the lesson's own version {default} is not among its versions")
        return cls(id, tuple(tuple(v.items()) for v in versions), dict(default), build)


@dataclass(frozen=True)
class Key:
    """One answer figure: its lesson, its name and how it is written where."""

    lesson: str
    name: str
    value: float
    text: str
    notebook: tuple[str, ...] = ()
    guide: tuple[str, ...] = ()
    run_a_class: tuple[str, ...] = ()
    reveals: tuple[str, ...] = field(default=())

    @classmethod
    def written(
        cls,
        lesson: str,
        name: str,
        value: SupportsFloat,
        text: str,
        *,
        notebook: Phrases = (),
        guide: Phrases = (),
        run_a_class: Phrases = (),
        reveals: Phrases = "{}",
    ) -> Key:
        """The key of a figure written once as ``text``: in each phrase (one string or a tuple
        of them) ``{}`` stands for ``text``, so the notebook, the guide and the leak check quote
        the very figure; by default a student's copy must not show ``text`` itself."""
        return cls(
            lesson,
            name,
            float(value),
            text,
            notebook=quoting(text, notebook),
            guide=quoting(text, guide),
            run_a_class=quoting(text, run_a_class),
            reveals=quoting(text, reveals),
        )


def quoting(text: str, phrases: Phrases) -> tuple[str, ...]:
    """The phrases with ``text`` wherever they have ``{}`` (a lone string is one phrase)."""
    return tuple(
        p.replace("{}", text) for p in ((phrases,) if isinstance(phrases, str) else phrases)
    )


@dataclass(frozen=True)
class Lesson:
    """A game's lesson material: its exercises (with versions and answers) and answer keys."""

    #: The per-student exercises (``lessons.instance(id, student=...)``).
    exercises: tuple[ExerciseKind, ...] = ()
    #: Computes the lesson's answer keys (the figures the guide and the notebook quote).
    keys: Callable[[], list[Key]] | None = None
    #: The lesson's place in the course (the teacher's guide's order; ties: by game name).
    order: int = LAST


def collected(*figures: Callable[[], Key]) -> Callable[[], list[Key]]:
    """The ``keys=`` of a lesson whose keys are computed one by one: ``collected(first, second)``
    computes ``[first(), second()]`` when the keys are asked for (a lesson whose figures share
    a computation, such as one simulation, writes its own function instead)."""

    def keys() -> list[Key]:
        return [figure() for figure in figures]

    if figures:  # the keys are declared where their figures are (the game's lesson.py)
        keys.__module__ = figures[0].__module__
    return keys


def lessons_by_game() -> dict[str, Lesson]:
    """Every registered game's lesson, by game name, in the course's order."""
    from ..engine.registry import all_games, lesson_of

    found = {}
    for name in all_games():
        lesson = lesson_of(name)
        if lesson is None:
            continue
        if not isinstance(lesson, Lesson):
            raise TypeError(f"{name}: lesson() must return a lessons.Lesson, not {lesson!r}")
        found[name] = lesson
    return dict(sorted(found.items(), key=lambda item: (item[1].order, item[0])))
