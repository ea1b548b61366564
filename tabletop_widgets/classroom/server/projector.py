"""What the class sees and the teacher reads at a glance: the projector page (the address to
type, the class code and its QR code, who sits where), the results per table and the teacher's
board (claims waiting, results, the tables' names)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from . import languages
from .class_codes import claims_of, class_code, tables_of
from .class_flow import table_names
from .http import is_loopback, require_teacher
from .rooms import Rooms

STATIC = Path(__file__).parent.parent / "static"


async def projector_page(request: Request) -> Response:
    try:
        await require_teacher(request)
    except HTTPException:
        return await languages.teacher_only_page(
            request, "The projector page needs the teacher's link (printed when the server starts)."
        )
    return await languages.localized_page(request, (STATIC / "projector.html").read_text())


def public_address(request: Request) -> str:
    """The address students type: the one ``serve --lan`` printed, else this request's."""
    known = getattr(request.app.state, "public_url", None)
    if known:
        return known.rstrip("/") + "/"
    return str(request.base_url)


def is_local(address: str) -> bool:
    """True when the address ``address`` (a URL) is reachable only from this machine."""
    return is_loopback(urlsplit(address).hostname or "")


def qr_svg(text: str) -> str:
    """``text`` as a QR code, an inline SVG drawn here (segno; no CDN, no image download)."""
    import segno

    return segno.make(text, error="m").svg_inline(scale=8, border=2, dark="#000", light="#fff")


def joined(tables: Rooms) -> list[dict[str, Any]]:
    """Every table with who sits there (people and bots; free seats by number)."""
    out = []
    for summary in tables.list_rooms():
        out.append(
            {
                "code": summary["code"],
                "title": summary["title"],
                "state": state_of(summary),
                "seats": [
                    {k: s[k] for k in ("name", "kind", "away", "labels") if k in s}
                    for s in summary["seats"]
                ],
            }
        )
    return out


def state_of(summary: dict[str, Any]) -> str:
    """``playing``, ``paused``, ``over`` (the game ended by its rules), ``ended`` (by the
    teacher) or ``damaged`` (the store's copy cannot be read: see its ``reason``)."""
    if summary.get("damaged"):
        return "damaged"
    if summary["paused"]:
        return "paused"
    if summary["ended"]:
        return "ended"
    return "over" if summary["terminal"] else "playing"


#: The projector's words when students cannot reach the address (no command line on a screen
#: the class sees: the terminal where the server started says what to do).
PROJECTOR_LOCAL_WARNING = languages.marked(
    "Students' devices cannot open this address: it names this computer only. The window where "
    "the table server was started says how to serve the class on the classroom's network."
)


async def projector_data(request: Request) -> Response:
    await require_teacher(request)
    tables = tables_of(request)
    address = public_address(request)
    code = await class_code(tables)
    link = f"{address}?code={code}"
    warning = None
    if is_local(address):
        warning = PROJECTOR_LOCAL_WARNING
    return JSONResponse(
        {
            "address": address,
            "code": code,
            "link": link,
            "qr": qr_svg(link),
            "warning": warning,
            "tables": joined(tables),
        }
    )


def results(tables: Rooms) -> list[dict[str, Any]]:
    """Scores per table, best first (public facts only: no hand, no stock)."""
    out = []
    for summary in tables.list_rooms():
        players = [
            {
                **{k: s[k] for k in ("name", "kind", "labels") if k in s},
                "score": summary["scores"][s["seat"]],
            }
            for s in summary["seats"]
            if s["seat"] < len(summary["scores"])
        ]
        players.sort(key=lambda p: -p["score"] if isinstance(p["score"], (int, float)) else 0)
        out.append(
            {
                "code": summary["code"],
                "title": summary["title"],
                "state": state_of(summary),
                "moves": summary["moves"],
                "players": players,
            }
        )
    return out


async def results_data(request: Request) -> Response:
    await require_teacher(request)
    return JSONResponse(results(tables_of(request)))


async def board_data(request: Request) -> Response:
    """``GET /api/class/board``: the class code, the seat claims waiting, the results, the
    tables' names."""
    await require_teacher(request)
    tables = tables_of(request)
    waiting = [c.board() for c in claims_of(request).values() if c.status == "waiting"]
    return JSONResponse(
        {
            "code": await class_code(tables),
            "claims": waiting,
            "results": results(tables),
            "names": table_names(tables),  # "Gin Rummy 2": each table by game and number
        }
    )
