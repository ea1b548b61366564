"""Every word a person reads, in their language: gettext catalogs kept with Babel.

One catalog per language (``locale/<lang>/LC_MESSAGES/tabletop_widgets.po``: en, tr, pl, hu,
fr) is the single source of the strings of the widgets and of the front-end kit (the build
compiles the same catalogs into ``ui/js/kit/locales/<lang>.js``). The msgid is the English
text; placeholders are written ``{name}``. No ``.mo`` file is kept: a catalog is compiled in
memory (Babel's ``write_mo``) the first time a language is used, so it can never be stale.

>>> tr = translator("pl")
>>> tr.ngettext("{n} roll left", "{n} rolls left", 5)
'Zostało 5 rzutów'
>>> tr.format_decimal(0.2491)
'0,2491'
>>> tr.parse_decimal("0,2491") == tr.parse_decimal("0.2491")
True
>>> translator("xx").gettext("Roll")
'[!! Ŕöļļ !!]'

``xx`` is the pseudo-locale: every string wrapped and accented, so that a test can find any
text that bypasses the catalogs.
"""

from __future__ import annotations

import gettext as _gettext
import io
import json
import os
import re
from collections.abc import Mapping, Sequence
from decimal import Decimal, InvalidOperation
from functools import cache
from pathlib import Path

from babel import Locale, numbers
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

#: The languages with a catalog (English first: the msgids are English).
LANGUAGES: tuple[str, ...] = ("en", "tr", "pl", "hu", "fr")
#: The pseudo-locale (every string wrapped and accented), for tests.
PSEUDO = "xx"
#: Where the catalogs live.
LOCALE_DIR = Path(__file__).parent / "locale"
#: The gettext domain (the catalogs' file name).
DOMAIN = "tabletop_widgets"
#: The class pages' domain (``classroom.po`` beside each ``tabletop_widgets.po``).
CLASSROOM_DOMAIN = "classroom"
#: Every domain with catalogs.
DOMAINS: tuple[str, ...] = (DOMAIN, CLASSROOM_DOMAIN)
#: Environment variable that sets the default language (before JupyterLab's setting).
ENV_VAR = "TABLETOP_WIDGETS_LANG"
#: The environment variables that name the command line's language, first found first (after
#: ``TABLETOP_WIDGETS_LANG``): ``LANGUAGE`` may list several (``pl:en``).
LANGUAGE_VARIABLES: tuple[str, ...] = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçðéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ",
)
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def pseudo(text: str) -> str:
    """The pseudo-locale's form of ``text``: ``[!! Ŕöļļ !!]`` (``{placeholders}`` kept)."""
    parts = _PLACEHOLDER.split(text)
    out = [p if i % 2 else p.translate(_ACCENTS) for i, p in enumerate(parts)]
    return "[!! " + "".join(f"{{{p}}}" if i % 2 else p for i, p in enumerate(out)) + " !!]"


def placeholders(text: str) -> list[str]:
    """The ``{names}`` in ``text``, sorted (a translation must keep the English ones)."""
    return sorted(_PLACEHOLDER.findall(text))


def catalog_path(lang: str, domain: str = DOMAIN) -> Path:
    """The ``.po`` file of ``lang`` (in ``domain``)."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


@cache
def _compiled(lang: str, domain: str = DOMAIN) -> _gettext.GNUTranslations:
    with catalog_path(lang, domain).open("rb") as f:
        catalog = read_po(f, locale=lang, domain=domain)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return _gettext.GNUTranslations(buffer)


def check_language(lang: str) -> str:
    """``lang`` if a widget can speak it (``"pl"``, ``"pl_PL"`` and ``"pl-PL"`` give ``"pl"``);
    ``ValueError`` naming the supported languages otherwise."""
    if not isinstance(lang, str):
        raise ValueError(f"lang must be a language code such as 'pl', not {lang!r}.")
    short = lang.strip().replace("-", "_").split("_")[0].lower()
    if short in LANGUAGES or short == PSEUDO:
        return short
    raise ValueError(f"No catalog for language {lang!r}; choose one of {', '.join(LANGUAGES)}.")


def jupyterlab_language() -> str | None:
    """The language chosen in JupyterLab's Settings > Language (its user settings file), when
    that is one of ours; else None."""
    try:
        from jupyter_core.paths import jupyter_config_dir
    except ImportError:  # no Jupyter installed
        return None
    settings_dir = os.environ.get("JUPYTERLAB_SETTINGS_DIR") or os.path.join(
        jupyter_config_dir(), "lab", "user-settings"
    )
    path = (
        Path(settings_dir) / "@jupyterlab" / "translation-extension" / "plugin.jupyterlab-settings"
    )
    try:
        text = path.read_text(encoding="utf-8")
        # JupyterLab writes JSON5 (comments allowed): drop whole-line comments.
        data = json.loads(
            "\n".join(ln for ln in text.splitlines() if not ln.strip().startswith("//"))
        )
        return check_language(str(data.get("locale", "")))
    except (OSError, ValueError, AttributeError):
        return None


#: The process's language set by :func:`use_language` (None: not set).
_process_language: str | None = None


def use_language(lang: str | None) -> str:
    """Make ``lang`` the language of everything that is not given a ``lang=`` (widgets, their
    ``repr``, the engines' printed texts, answer boxes), for this process (a notebook's kernel);
    ``None`` forgets it. Returns the language now in use (:func:`resolve_language`).

    >>> use_language("pl")
    'pl'
    >>> gettext("Roll the dice")
    'Rzuć kośćmi'
    >>> _ = use_language(None)
    """
    global _process_language
    _process_language = None if lang is None else check_language(lang)
    return resolve_language()


def resolve_language(lang: str | None = None) -> str:
    """The language to use: ``lang`` when given (checked), else the one :func:`use_language`
    set, else ``$TABLETOP_WIDGETS_LANG``, else JupyterLab's language setting when it is one of
    ours, else English."""
    if lang:
        return check_language(lang)
    if _process_language is not None:
        return _process_language
    env = os.environ.get(ENV_VAR)
    if env:
        try:
            return check_language(env)
        except ValueError:
            pass
    return jupyterlab_language() or "en"


def cli_language(argv: Sequence[str] = (), environ: Mapping[str, str] | None = None) -> str:
    """The language of the CLI's messages: ``--lang`` in ``argv`` (checked: ``ValueError``
    naming the five when there is no catalog for it), else ``$TABLETOP_WIDGETS_LANG``, else the
    first of ``$LANGUAGE`` (each of its ``:``-separated languages), ``$LC_ALL``,
    ``$LC_MESSAGES`` and ``$LANG`` that names one of en, tr, pl, hu, fr (``pl_PL.UTF-8`` is
    Polish; ``C.UTF-8`` names none), else English."""
    args = list(argv)
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            return check_language(args[i + 1])
        if arg.startswith("--lang="):
            return check_language(arg.partition("=")[2])
    env = os.environ if environ is None else environ
    for variable in (ENV_VAR, *LANGUAGE_VARIABLES):
        for value in env.get(variable, "").split(":"):
            code = value.split(".")[0].split("@")[0].strip()
            if not code:
                continue
            try:
                return check_language(code)
            except ValueError:
                continue
    return "en"


def fill(text: str, params: dict[str, object], format_number: object = None) -> str:
    """``text`` with each ``{name}`` replaced by ``params[name]`` (unknown names kept)."""

    def one(m: re.Match[str]) -> str:
        if m.group(1) not in params:
            return m.group(0)
        value = params[m.group(1)]
        if (
            callable(format_number)
            and isinstance(value, (int, float))
            and not isinstance(value, bool)
        ):
            return format_number(value)
        return str(value)

    return _PLACEHOLDER.sub(one, text)


class Translator:
    """The strings and numbers of one language (``translator(lang)`` makes and caches one)."""

    def __init__(self, lang: str, domain: str = DOMAIN) -> None:
        self.lang = check_language(lang)
        if domain not in DOMAINS:
            raise ValueError(f"No catalogs for domain {domain!r}; choose one of {DOMAINS}.")
        self.domain = domain
        self.locale = Locale.parse("en" if self.lang == PSEUDO else self.lang)

    def gettext(self, msgid: str, **params: object) -> str:
        """The translation of ``msgid`` (its English text), ``{placeholders}`` filled."""
        text = (
            pseudo(msgid)
            if self.lang == PSEUDO
            else _compiled(self.lang, self.domain).gettext(msgid)
        )
        return fill(text, params, self._number)

    def ngettext(self, singular: str, plural: str, n: int, **params: object) -> str:
        """The plural form for ``n`` (CLDR's rules: Polish has three forms), ``{n}`` filled."""
        if self.lang == PSEUDO:
            text = pseudo(singular if n == 1 else plural)
        else:
            text = _compiled(self.lang, self.domain).ngettext(singular, plural, n)
        return fill(text, {"n": n, **params}, self._number)

    def _number(self, value: float) -> str:
        return self.format_decimal(value)

    def format_decimal(self, value: float | Decimal, digits: int | None = None) -> str:
        """``value`` written the local way (``0,25`` in Polish); ``digits`` fixes the decimals."""
        if digits is None:
            return numbers.format_decimal(
                value,
                locale=self.locale,
                decimal_quantization=False,
                group_separator=abs(value) >= 10000,
            )
        pattern = "#,##0" + ("." + "0" * digits if digits else "")
        return numbers.format_decimal(
            value,
            format=pattern,
            locale=self.locale,
            decimal_quantization=True,
            group_separator=abs(value) >= 10000,
        )

    def format_percent(self, share: float | Decimal, digits: int = 0) -> str:
        """A share (0.25) as a local percentage: ``25%``, ``25 %`` (French), ``%25`` (Turkish)."""
        base = self.locale.percent_formats[None].pattern
        pattern = base.replace("0", "0." + "0" * digits, 1) if digits else base
        return numbers.format_percent(
            share, format=pattern, locale=self.locale, decimal_quantization=True
        )

    def parse_decimal(self, text: str) -> Decimal:
        """The number in ``text`` written with the local decimal comma or with a point
        (``"0,2491"`` and ``"0.2491"``); ``ValueError`` when it is not one number."""
        s = str(text).strip().replace("\u2212", "-")
        for space in (" ", "\u00a0", "\u202f"):
            s = s.replace(space, "")
        if s.count(",") == 1 and "." not in s:
            s = s.replace(",", ".")
        try:
            value = Decimal(s)
        except InvalidOperation:
            raise ValueError(f"{text!r} is not a number.") from None
        if not value.is_finite():
            raise ValueError(f"{text!r} is not a number.")
        return value


@cache
def _translator(lang: str, domain: str = DOMAIN) -> Translator:
    return Translator(lang, domain)


def translator(lang: str | None = None, domain: str = DOMAIN) -> Translator:
    """The :class:`Translator` of ``lang`` (resolved by :func:`resolve_language`) in ``domain``
    (``"classroom"``: the class pages' strings)."""
    return _translator(resolve_language(lang), domain)


def gettext(msgid: str, lang: str | None = None, **params: object) -> str:
    """``translator(lang).gettext(msgid, **params)``."""
    return translator(lang).gettext(msgid, **params)


def ngettext(singular: str, plural: str, n: int, lang: str | None = None, **params: object) -> str:
    """``translator(lang).ngettext(singular, plural, n, **params)``."""
    return translator(lang).ngettext(singular, plural, n, **params)


def format_decimal(
    value: float | Decimal, lang: str | None = None, digits: int | None = None
) -> str:
    """``value`` written the way ``lang`` writes numbers."""
    return translator(lang).format_decimal(value, digits)


def format_percent(share: float | Decimal, lang: str | None = None, digits: int = 0) -> str:
    """``share`` as a percentage the way ``lang`` writes it."""
    return translator(lang).format_percent(share, digits)


def parse_decimal(text: str, lang: str | None = None) -> Decimal:
    """The number in ``text``, local decimal comma or point."""
    return translator(lang).parse_decimal(text)


__all__ = [
    "CLASSROOM_DOMAIN",
    "DOMAIN",
    "DOMAINS",
    "ENV_VAR",
    "LANGUAGES",
    "LANGUAGE_VARIABLES",
    "LOCALE_DIR",
    "PSEUDO",
    "Translator",
    "catalog_path",
    "check_language",
    "cli_language",
    "fill",
    "format_decimal",
    "format_percent",
    "gettext",
    "jupyterlab_language",
    "ngettext",
    "parse_decimal",
    "placeholders",
    "pseudo",
    "resolve_language",
    "translator",
    "use_language",
]
