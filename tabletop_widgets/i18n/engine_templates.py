"""The engines' English texts every game shares, and where each game's own are collected.

A widget translates an engine's line by reading it back through a template, an English text
with ``{placeholders}`` marked for the catalogs (``pybabel extract -k N_``).
:data:`TEMPLATES` holds those of the table, the common query labels, the seats and the review;
each game declares its own in its folder's ``engine_templates.py`` (babel.cfg extracts
``tabletop_widgets/*/engine_templates.py``), which ``engine.registry.register_folder`` hands
to :func:`declare_templates` when it registers the game. :func:`templates` is what
``engine_texts`` reads: the shared ones and every registered game's. docs/languages.md, "The
engines' texts", says how to add one.

Nothing here imports a game or the engine: the games call in, the way they register, and the
registry hands in what registers every game (:func:`declare_finder`), called before the
templates are first read, so that a game's line is read even where nobody imported that game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence


def N_(text: str) -> str:
    """Marks an engine text for the catalogs (pybabel extract ``-k N_``); returns it unchanged."""
    return text


#: The engine texts every game shares, their variable parts as {placeholders}; order does not
#: matter (the most specific template, the one with the most literal text, is tried first).
TEMPLATES: tuple[str, ...] = (
    # every game: the table's reasons, the common query labels, the seats, the coach's failure
    N_("The coach could not advise here ({error})."),
    N_("The game is over: no more moves."),
    N_("It is not your turn."),
    N_("Coach"),
    N_("Hint"),
    N_("Review"),
    N_("Check"),
    N_("You"),
    N_("Player {n}"),
    N_("Seat {n}"),  # a room's free seat (classroom.server.seating)
    N_("Random bot"),
    # an answer box: why a try was not recorded (lessons.report.write_record); the review's
    # description
    N_("The answer was not saved for your teacher ({reason})."),
    N_("The answer was not sent to your class ({reason})."),
    N_("Your decisions so far beside the coach's, each with what it cost; the costliest first."),
    # the review (engine.review): its summary when every cost is exact, a lesson
    N_(
        "You made {n} decisions in this game; the coach agreed with {agreed}. In all they cost {cost} in {unit}. The costliest was decision {step}: {move} instead of {coach} ({worst})."
    ),
    N_(
        "You made {n} decision in this game; the coach agreed with {agreed}. In all they cost {cost} in {unit}. The costliest was decision {step}: {move} instead of {coach} ({worst})."
    ),
    N_(
        "You made {n} decision so far; the coach agreed with {agreed}. In all they cost {cost} in {unit}. The costliest was decision {step}: {move} instead of {coach} ({worst})."
    ),
    N_(
        "You made {n} decisions so far; the coach agreed with {agreed}. In all they cost {cost} in {unit}. The costliest was decision {step}: {move} instead of {coach} ({worst})."
    ),
    N_("Decision {step}: {move} instead of {coach} cost {size} in {unit}. {why}"),
    N_("Decision {step}: {move} instead of {coach} cost {size}. {why}"),
    # the review's summary when costs are estimated
    N_("No decision of yours to review yet."),
    N_(
        "Each position was estimated with at most {seconds} s of simulation (a hint asked during play takes longer), so each cost has an interval."
    ),
    N_("The coach can show no mistake."),
    N_(
        "{n} other moves differed from the coach's, but the coach cannot show that they cost anything (no interval of their cost excludes 0)."
    ),
    N_(
        "{n} other move differed from the coach's, but the coach cannot show that they cost anything (no interval of their cost excludes 0)."
    ),
    N_("{n} moves had a cost the coach can show."),
    N_("{n} move had a cost the coach can show."),
    N_("The costliest was decision {step}: {move} instead of {coach} ({size})."),
    N_("at least {low}, about {cost}"),
    N_("about {cost} (95% interval {low} to {high})"),
    N_("You made {n} decisions in this game; the coach agreed with {agreed}."),
    N_("You made {n} decision in this game; the coach agreed with {agreed}."),
    N_("You made {n} decisions so far; the coach agreed with {agreed}."),
    N_("You made {n} decision so far; the coach agreed with {agreed}."),
)

#: A number as an engine writes it ("7", "-2", "12.5").
NUMBER = r"[+-]?\d+(?:\.\d+)?"
#: A playing card as ``engine.cards.card_label`` writes it ("10♥", "Q♠").
CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"
#: Any text without a sentence's punctuation: a seat's name, a list of names.
NAME = r"[^.:;()]+?"
#: What a shared placeholder may read, as a regular expression; a placeholder nobody declares
#: reads any text. Numbers are numbers, a name holds no sentence, so that "Guest {n}" never
#: reads "Guest 7 goes to ...". A game declares the placeholders only its texts use in its
#: folder's ``engine_templates.SLOTS`` (the patterns above are theirs to reuse).
SLOTS: dict[str, str] = {
    **dict.fromkeys(
        (
            "n",
            "points",
            "step",
            "agreed",
            "cost",
            "worst",
            "seconds",
            "low",
            "high",
            "count",
            "value",
            "limit",
        ),
        NUMBER,
    ),  # fmt: skip
    "name": NAME,
    "error": r"[A-Za-z]+",
    "card": CARD,
}

#: A game's name -> what returns its templates (its ``engine_templates.TEMPLATES``), called
#: when the templates are first read.
_DECLARED: dict[str, Callable[[], Sequence[str]]] = {}
#: A game's name -> what returns the patterns of its own placeholders (its ``SLOTS``).
_DECLARED_SLOTS: dict[str, Callable[[], Mapping[str, str]]] = {}
_READ: list[tuple[str, ...]] = []  # the templates read since the last declaration
_READ_SLOTS: list[dict[str, str]] = []  # the placeholders' patterns read since then
_DECLARATIONS: list[int] = [0]  # how many declarations so far
#: What registers every game before the templates are first read, and those already called.
_FINDERS: list[Callable[[], object]] = []
_CALLED: list[Callable[[], object]] = []


def declare_templates(
    game: str,
    source: Callable[[], Sequence[str]] | None,
    slots: Callable[[], Mapping[str, str]] | None = None,
) -> None:
    """The engine texts of the game called ``game`` are what ``source()`` returns (a game's
    ``engine_templates.TEMPLATES``; called when the texts are first read), and ``slots()``
    the patterns of the placeholders only they use (its ``SLOTS``); None forgets them."""
    _DECLARED.pop(game, None)
    _DECLARED_SLOTS.pop(game, None)
    if source is not None:
        _DECLARED[game] = source
    if source is not None and slots is not None:
        _DECLARED_SLOTS[game] = slots
    _READ.clear()
    _READ_SLOTS.clear()
    _DECLARATIONS[0] += 1


def declare_finder(find: Callable[[], object]) -> None:
    """``find()`` registers every game there is (the registry's ``all_games``); it is called
    once, before the templates are next read, so that a line of a game nobody has imported yet
    is read through its templates too."""
    if find not in _FINDERS and find not in _CALLED:
        _FINDERS.append(find)
        _READ.clear()
        _READ_SLOTS.clear()


def generation() -> int:
    """How many declarations have changed :func:`templates` so far (a translation made with
    older templates is made again)."""
    return _DECLARATIONS[0]


def declared_games() -> tuple[str, ...]:
    """The names of the games whose engine texts are declared, sorted."""
    return tuple(sorted(_DECLARED))


def templates() -> tuple[str, ...]:
    """Every engine text a widget reads back: the shared
    :data:`~tabletop_widgets.i18n.engine_templates.TEMPLATES`, then each declared game's,
    each once (read on the first call after a declaration; a declared finder registers every
    game first)."""
    while _FINDERS:  # each once: the games it registers declare their templates
        _CALLED.append(_FINDERS.pop())
        _CALLED[-1]()
    if not _READ:
        found = dict.fromkeys(TEMPLATES)
        for game in sorted(_DECLARED):
            found.update(dict.fromkeys(_DECLARED[game]()))
        _READ.append(tuple(found))
    return _READ[0]


def slots() -> dict[str, str]:
    """What each placeholder may read: the shared :data:`SLOTS` and every declared game's own
    (``ValueError`` when two games give one placeholder two patterns, or a game changes a
    shared one)."""
    templates()  # a declared finder registers every game first
    if not _READ_SLOTS:
        found = dict(SLOTS)
        owner = dict.fromkeys(SLOTS, "the shared texts")
        for game in sorted(_DECLARED_SLOTS):
            for name, pattern in _DECLARED_SLOTS[game]().items():
                if found.get(name, pattern) != pattern:
                    raise ValueError(
                        f"{game} reads the placeholder {{{name}}} as {pattern!r}, "
                        f"but {owner[name]} as {found[name]!r}: give it another name"
                    )
                found[name], owner[name] = pattern, game
        _READ_SLOTS.append(found)
    return _READ_SLOTS[0]
