"""The class pages' language: the class language the teacher chose, else ``Accept-Language``.

Every page the table server sends (room, join, projector, dashboard, experiments, review) gets
``<html lang="..." data-lang-source="class|accept|default">``; the page's script (``static/
i18n.js``) speaks that language unless the screen chose another (a student's choice is kept
per seat in that browser). The teacher sets the class language on the dashboard:

- ``GET  /api/class/language``: ``{"language": "pl" | null, "languages": [...]}`` (anyone);
- ``POST /api/class/language`` ``{"language": "pl"}`` (``null``: follow each browser again;
  the teacher only). An unknown language is refused and changes nothing.

Texts the server itself writes into a page (the "teacher only" pages) come from the
``classroom`` gettext domain.
"""

from __future__ import annotations

import asyncio
import html
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ...i18n import CLASSROOM_DOMAIN, LANGUAGES, PSEUDO, Translator, translator
from .http import error, read_json, require_teacher

#: The store's meta key of the class language.
CLASS_LANGUAGE_META = "class_language"


def marked(text: str) -> str:
    """``text`` as it is: marks a server text a page shows through its catalog (the page
    translates it; ``classroom.strings`` finds it for the template)."""
    return text


#: The room's notices and refusals (``rooms.py``'s own texts) a seat's page translates: the
#: same English text, marked here for the catalogs (a test keeps them equal).
ROOM_TEXTS: tuple[str, ...] = (
    marked("The teacher restarted this game."),
    marked("The teacher ended this game: here are the final scores."),
    marked("The teacher resumed the game."),
    marked("A rematch started."),
    marked("The teacher freed your seat."),
    marked("The teacher has not allowed rematches at this table."),
)
#: The names of an experiment's interval (``engine.experiments.summarize``'s ``interval``) the
#: chart's note translates: the same English text, marked here for the catalogs.
INTERVAL_NAMES: tuple[str, ...] = (marked("Wilson 95 %"), marked("Student's t 95 %"))


def accept_language(header: str | None) -> str | None:
    """The first language of an ``Accept-Language`` header (by quality, then order) that the
    pages speak (``pl-PL`` gives ``pl``; ``xx`` is the pseudo-locale); None when none is."""
    if not header:
        return None
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")):
        bits = part.strip().split(";")
        tag = bits[0].strip().lower()
        quality = 1.0
        for bit in bits[1:]:
            key, _, value = bit.strip().partition("=")
            if key.strip() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if tag and quality > 0:
            ranked.append((-quality, i, tag.replace("_", "-").split("-")[0]))
    for _, _, short in sorted(ranked):
        if short in LANGUAGES or short == PSEUDO:
            return short
    return None


async def class_language(request: Request) -> str | None:
    """The class language the teacher chose (None: each browser's own)."""
    tables = request.app.state.tables
    if tables.store.inline:
        value = tables.store.get_meta(CLASS_LANGUAGE_META)
    else:
        value = await asyncio.to_thread(tables.store.get_meta, CLASS_LANGUAGE_META)
    return value if value in LANGUAGES or value == PSEUDO else None


async def page_language(request: Request) -> tuple[str, str]:
    """``(language, source)`` of a page: the class language (``"class"``), else the best of
    ``Accept-Language`` (``"accept"``), else English (``"default"``)."""
    chosen = await class_language(request)
    if chosen:
        return chosen, "class"
    accepted = accept_language(request.headers.get("accept-language"))
    if accepted:
        return accepted, "accept"
    return "en", "default"


def with_language(page: str, lang: str, source: str) -> str:
    """``page`` with its ``<html lang>`` set to ``lang`` (and where it came from)."""
    tag = f'<html lang="{html.escape(lang)}" data-lang-source="{html.escape(source)}"'
    for old in ('<html lang="en"', "<html lang='en'", "<html"):
        if old in page:
            return page.replace(old, tag, 1)
    return page


async def localized_page(request: Request, page: str, status_code: int = 200) -> HTMLResponse:
    """An HTML response of ``page`` in the page language of ``request``."""
    lang, source = await page_language(request)
    return HTMLResponse(with_language(page, lang, source), status_code=status_code)


async def page_translator(request: Request) -> Translator:
    """The ``classroom`` translator of the page language of ``request``."""
    lang, _ = await page_language(request)
    return translator(lang, CLASSROOM_DOMAIN)


async def teacher_only_page(request: Request, message: str, link: str = "") -> HTMLResponse:
    """The 403 page a teacher page shows someone without the teacher's link: ``message`` (an
    English msgid of the ``classroom`` domain, ``{link}`` written as code) in the page
    language."""
    lang, source = await page_language(request)
    tr = translator(lang, CLASSROOM_DOMAIN)
    text = html.escape(tr.gettext(message, link="\0")).replace(
        "\0", f"<code>{html.escape(link)}</code>"
    )
    page = (
        f'<!doctype html><html lang="{html.escape(lang)}" data-lang-source="{source}">'
        f'<meta charset="utf-8"><title>{html.escape(tr.gettext("Teacher only"))}</title>'
        f"<p>{text}</p></html>"
    )
    return HTMLResponse(page, status_code=403)


async def language_route(request: Request) -> Response:
    """``GET``: the class language; ``POST {"language": code | null}``: set it (teacher)."""
    tables = request.app.state.tables
    if request.method == "POST":
        await require_teacher(request)
        data: dict[str, Any] = await read_json(request)
        if "language" not in data:
            return error(400, "Say which language: one of " + ", ".join(LANGUAGES) + " or null.")
        value = data["language"]
        if value is not None and value not in LANGUAGES and value != PSEUDO:
            return error(400, f"No catalog for {value!r}; choose one of {', '.join(LANGUAGES)}.")
        if tables.store.inline:
            tables.store.set_meta(CLASS_LANGUAGE_META, value or "")
        else:
            await asyncio.to_thread(tables.store.set_meta, CLASS_LANGUAGE_META, value or "")
    return JSONResponse({"language": await class_language(request), "languages": list(LANGUAGES)})


def language_routes() -> list[BaseRoute]:
    """The class language's route (``class_routes`` mounts it)."""
    return [Route("/api/class/language", language_route, methods=["GET", "POST"])]
