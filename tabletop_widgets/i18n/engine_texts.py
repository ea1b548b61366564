"""The game engines' English texts a widget shows (log lines, reasons for a refused move, query
labels, the coach's sentences), put into the widget's language by the catalogs.

The engines write English. A text is translated when the catalogs know it: either as it is
(a msgid), or as one of the :func:`~tabletop_widgets.i18n.engine_templates.templates`, English
texts with ``{placeholders}`` that the engine's text is read back through (``"You scored 14 in
Rolling Surplus"`` matches Yum's ``"{name} scored {points} in {box}"``): the shared ones of
``i18n/engine_templates.py`` and those each registered game declares in its folder's
``engine_templates.py``. Each value read is translated in turn when the catalogs know it (a
box's name, a fruit, a seat's name) and a decimal is written the local way. A text nothing
matches is shown as the engine wrote it (the pseudo-locale test lists them).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from decimal import Decimal
from functools import cache, lru_cache, wraps
from typing import Any

from babel.messages.pofile import read_po

from . import PSEUDO, catalog_path, fill, pseudo, resolve_language, translator
from .engine_templates import N_, generation, slots, templates

__all__ = [
    "CODE_KEYS",
    "N_",
    "TEXT_KEYS",
    "InLanguage",
    "in_language",
    "forget_translations",
    "is_seat_label",
    "known",
    "local_share",
    "localise",
    "localise_snapshot",
    "people_in",
    "translate_name",
    "translate_text",
]


_SLOT = re.compile(r"\{(\w+)\}")
_DECIMAL = re.compile(r"^([+-]?)(\d+)\.(\d+)$")
#: A share as an engine writes it inside a value, after what it is the share of ("30 25%",
#: "Gnalli 75%", "12.5%"): written again the local way (``format_percent``).
_SHARE = re.compile(r"^(?:([^,;%]*[^\s,;%]) )?(\d+)(?:\.(\d+))?%$")
#: A numbered seat name ("Random bot 2") or a name with its points ("You 12").
_NUMBERED = re.compile(r"^(.+) ([+-]?\d+)$")
_COUNTED = re.compile(r"^(.+) (\(\d+\))$")
#: Where a line of several sentences is cut: after a full stop (or a closing parenthesis)
#: before a word in capitals or a number and a word ("... agreed with 3. 4 moves had a cost
#: ..."), not inside a list of cards ("Joker (5♥) 5♦ Q♣", "Joker (5♥) Joker (6♥)").
_SENTENCE = re.compile(r"(?<=[.)]) (?=(?!Joker\b)[A-Z][a-z]|\d+ [a-z])")


@cache
def _english_ids() -> frozenset[str]:
    with catalog_path("en").open("rb") as f:
        catalog = read_po(f, locale="en")
    return frozenset(m.id for m in catalog if m.id and isinstance(m.id, str))


#: The templates last compiled and their patterns (compiled again when a game declares more).
_COMPILED: list[tuple[tuple[str, ...], tuple[tuple[re.Pattern[str], str], ...]]] = []


def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """(regex, template) for every template with placeholders, the most literal text first."""
    found = templates()
    if not _COMPILED or _COMPILED[0][0] is not found:
        _COMPILED[:] = [(found, _compile(found, slots()))]
    return _COMPILED[0][1]


def _compile(
    found: tuple[str, ...], patterns: Mapping[str, str]
) -> tuple[tuple[re.Pattern[str], str], ...]:
    out = []
    for template in found:
        if not _SLOT.search(template):
            continue
        parts = _SLOT.split(template)
        named: set[str] = set()
        pieces = []
        for i, p in enumerate(parts):
            if i % 2 == 0:
                pieces.append(re.escape(p))
            elif p in named:  # a placeholder said twice reads the same value twice
                pieces.append(f"(?P={p})")
            else:
                named.add(p)
                pieces.append(f"(?P<{p}>{patterns.get(p, '.+?')})")
        regex = "".join(pieces)
        literal = len(_SLOT.sub("", template))
        out.append((literal, re.compile(regex, re.S), template))
    out.sort(key=lambda x: -x[0])
    return tuple((regex, template) for _, regex, template in out)


def known(text: str) -> bool:
    """True when ``text`` is a msgid of the catalogs (as it is)."""
    return text in _english_ids()


def translate_text(text: str, lang: str, depth: int = 0, keep: frozenset[str] = frozenset()) -> str:
    """The engine's English ``text`` in ``lang`` when the catalogs know it (as it is, or through
    a template), else ``text`` unchanged. Several lines are translated one by one (each line
    once per process, language and set of templates: a table's log is read again with every
    move, and a game registered later brings its templates). ``keep``: people's names
    (:func:`people_in`), never translated where they stand as a value in the line
    (``"{name} scored {points} in {box}"``)."""
    if lang == "en" or not isinstance(text, str) or not text:
        return text
    return _translated(text, lang, depth, generation(), keep)


#: The names the engine gives a seat: "You", "Player 2", a room's free seat ("Seat 3"; no
#: person may take it as a name: ``classroom.server.seat_names``), a bot's label ("Random bot",
#: "Coach bot 2"; ``engine.bots.bot_label`` ends every one with "bot"). They are shown in the
#: reader's language; any other name is a person's own.
_SEAT_LABEL = re.compile(r"You|Player \d+|Seat \d+|.+ bot(?: \d+)?")


def is_seat_label(name: str) -> bool:
    """True when ``name`` is one the engine gives a seat ("You", "Player 2", "Coach bot"), not
    a name a person chose ("Ana", or "Coach", which the catalogs would otherwise translate)."""
    return isinstance(name, str) and bool(_SEAT_LABEL.fullmatch(name))


def translate_name(name: str, lang: str) -> str:
    """A seat's name in ``lang``: one the engine gave (:func:`is_seat_label`) translated, a
    person's own as it is."""
    return translate_text(name, lang) if is_seat_label(name) else name


def people_in(names: Any) -> frozenset[str]:
    """The names in a snapshot's ``names`` (a list or tuple) that people chose
    (:func:`is_seat_label`): the ``keep`` of :func:`translate_text`."""
    if not isinstance(names, (list, tuple)):
        return frozenset()
    return frozenset(n for n in names if isinstance(n, str) and n and not is_seat_label(n))


def forget_translations() -> None:
    """Empty the per-process cache of translated lines (a benchmark's cold start)."""
    _translated.cache_clear()


@lru_cache(maxsize=16384)
def _translated(text: str, lang: str, depth: int, templates_read: int, keep: frozenset[str]) -> str:
    if "\n" in text:
        return "\n".join(translate_text(line, lang, depth, keep) for line in text.split("\n"))
    tr = translator(lang)
    if known(text):
        return tr.gettext(text)
    if depth > 6:
        return text
    for regex, template in _patterns():
        m = regex.fullmatch(text)
        if m is None:
            continue
        values = {k: _value(v, lang, depth + 1, keep) for k, v in m.groupdict().items()}
        shown = pseudo(template) if lang == PSEUDO else tr.gettext(template)
        return fill(shown, values)
    m = _DECIMAL.match(text)
    if m:
        return _value(text, lang, depth + 1, keep)
    sentences = _SENTENCE.split(text)  # a line of several sentences: each on its own
    if text.endswith(".") and not text.endswith("..") and len(sentences) == 1:
        # a template without its full stop
        shorter = translate_text(text[:-1], lang, depth + 1, keep)
        if shorter != text[:-1]:
            return shorter if shorter.endswith((".", "!", "?")) else shorter + "."
    if len(sentences) > 1:
        return " ".join(translate_text(s, lang, depth + 1, keep) for s in sentences)
    m = _NUMBERED.match(text) or _COUNTED.match(text)
    # "Random bot 2", "You 12", "You (4)": the name translated, the number kept
    if m:
        if m.group(1) in keep:  # "Ana 12": a person's name with their points
            return text
        head = translate_text(m.group(1), lang, depth + 1, keep)
        if head != m.group(1):
            return f"{head} {m.group(2)}"
    return text


def local_share(value: str, lang: str, keep: frozenset[str] = frozenset()) -> str | None:
    """``"30 25%"`` with the share written the way ``lang`` writes a percentage (``"30 25 %"``
    in French, ``"30 %25"`` in Turkish) and what it is the share of translated; None when
    ``value`` ends with no share."""
    m = _SHARE.match(value)
    if m is None:
        return None
    head, whole, decimals = m.groups()
    digits = len(decimals or "")
    share = Decimal(f"{whole}.{decimals or 0}") / 100
    shown = translator("en" if lang == PSEUDO else lang).format_percent(share, digits)
    return f"{translate_text(head, lang, keep=keep)} {shown}" if head else shown


def _value(value: str, lang: str, depth: int, keep: frozenset[str]) -> str:
    if value in keep:
        return value
    m = _DECIMAL.match(value)
    if m:
        sign, whole, decimals = m.groups()
        number = translator(lang).format_decimal(float(f"{whole}.{decimals}"), len(decimals))
        return sign + number
    share = local_share(value, lang, keep)
    if share is not None:
        return share
    shown = translate_text(value, lang, depth, keep)
    for sep in ("; ", ", "):  # a list of names, bids or cards: item by item
        if shown == value and sep in value:
            items = value.split(sep)
            shown = sep.join(_value(item, lang, depth + 1, keep) for item in items)
    if shown == value and " and " in value:  # "A from meld 1 and B from your hand"
        joiner = pseudo(" and ") if lang == PSEUDO else translator(lang).gettext(" and ")
        shown = joiner.join(_value(item, lang, depth + 1, keep) for item in value.split(" and "))
    return shown


#: The keys whose string values are texts for a person (in answers and views).
TEXT_KEYS = frozenset(
    {
        "text",
        "label",
        "move_label",
        "coach_label",
        "why",
        "note",
        "unit",
        "chosen",
        "best",
        "banner",
        "unavailable",
        "description",
        "reason",
        "lines",
        "auto",
        "labels",
        "room_lines",
        "offer_rule",
        "ended_by",
        "event",
        "scoring",
    }
)


#: Text keys that hold a code inside the mapping of another key: a review row's ``risk``
#: names its event by a key of ``Game.result`` (Gin's ``"undercuts"``), not by a sentence.
CODE_KEYS: Mapping[str, frozenset[str]] = {"risk": frozenset({"event"})}


def _texts(
    value: Any, lang: str, parent: str | None = None, keep: frozenset[str] = frozenset()
) -> Any:
    """``value`` with every string under a :data:`TEXT_KEYS` key translated (codes untouched:
    :data:`CODE_KEYS`; people's names ``keep`` as they are)."""
    if isinstance(value, Mapping):
        codes = CODE_KEYS.get(parent or "", frozenset())
        return {
            k: v
            if k in codes
            else _text_field(v, lang, keep)
            if k in TEXT_KEYS
            else _texts(v, lang, k, keep)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_texts(v, lang, parent, keep) for v in value]
    return value


def _text_field(value: Any, lang: str, keep: frozenset[str]) -> Any:
    """A text field: a string, or a list of strings (lines), translated; anything else walked."""
    if isinstance(value, str):
        return translate_text(value, lang, keep=keep)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [translate_text(v, lang, keep=keep) for v in value]
    if isinstance(value, list):  # lines per seat
        return [_text_field(v, lang, keep) for v in value]
    if isinstance(value, Mapping) and all(isinstance(v, str) for v in value.values()):
        return {k: translate_text(v, lang, keep=keep) for k, v in value.items()}  # labels by code
    return _texts(value, lang, keep=keep)


def localise_snapshot(snapshot: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """A session snapshot with the engine's texts in ``lang`` where the catalogs know them: the
    log, the refusals, the queries' labels, the answers' texts, the view's labels and reasons,
    why the table is closed and the names the engine gave seats ("Player 2", "Random bot").
    Codes (moves, boxes, fruits) and the names people chose are untouched, wherever they stand
    (a person called "Coach" stays "Coach" in the log too)."""
    out = dict(snapshot)
    if lang == "en":
        return out
    people = people_in(out.get("names"))
    if isinstance(out.get("log"), list):
        out["log"] = [translate_text(line, lang, keep=people) for line in out["log"]]
    if isinstance(out.get("refusals"), Mapping):
        out["refusals"] = {
            k: translate_text(v, lang, keep=people) for k, v in out["refusals"].items()
        }
    if isinstance(out.get("names"), list):
        out["names"] = [translate_name(n, lang) for n in out["names"]]
    for key in ("queries", "answers", "view"):
        if key in out:
            out[key] = _texts(out[key], lang, keep=people)
    if isinstance(out.get("closed"), str):
        out["closed"] = translate_text(out["closed"], lang, keep=people)
    return out


def localise(value: Any, lang: str | None = None, keep: frozenset[str] = frozenset()) -> Any:
    """What a public function returns, its texts in ``lang`` (default: the resolved language,
    :func:`~tabletop_widgets.i18n.resolve_language`): a string, a list or tuple of strings, or
    a mapping whose :data:`TEXT_KEYS` hold texts. Anything else is returned as it is.
    ``keep``: the people's names at the table (:func:`people_in`), left as they are."""
    lang = resolve_language(lang)
    if lang == "en" or value is None:
        return value
    if isinstance(value, str):
        return translate_text(value, lang, keep=keep)
    if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        return type(value)(translate_text(v, lang, keep=keep) for v in value)
    if isinstance(value, Mapping):
        return _texts(value, lang, keep=keep)
    return value


def in_language(func: Callable[..., Any]) -> Callable[..., Any]:
    """``func`` whose returned texts are in the resolved language (:func:`localise`); the
    engine's own code calls the English original."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return localise(func(*args, **kwargs))

    return wrapper


class InLanguage(Mapping[str, str]):
    """A read-only view of an English mapping of codes to labels whose values are in the
    resolved language (``yum.BOX_LABELS["surplus"]``: "Rolling Surplus", "Roulement de surplus"
    after ``use_language("fr")``); ``english`` is the engine's own mapping."""

    def __init__(self, english: Mapping[str, str]) -> None:
        self.english = english

    def __getitem__(self, key: str) -> str:
        return localise(self.english[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self.english)

    def __len__(self) -> int:
        return len(self.english)

    def __repr__(self) -> str:
        return repr(dict(self))
