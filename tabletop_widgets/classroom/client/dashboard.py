"""The teacher's dashboard in a notebook: ``Dashboard(url, token)``, an anywidget over the
table server's dashboard API (``classroom.server.dashboard``)."""

from __future__ import annotations

import functools
import threading
from typing import Any

from .http import TableError, api_request, poll_in_background


def dashboard_api(url: str, path: str, token: str | None, body: Any = None) -> Any:
    """Call the dashboard API (``POST`` when ``body`` is given); ``TableError`` on a 4xx/5xx."""

    method = "GET" if body is None else "POST"
    return api_request(f"{url.rstrip('/')}/api/dashboard{path}", method, body, token)


WIDGET_ESM = r"""
const h = (tag, attrs = {}, ...kids) => {
  const n = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) k.startsWith("on") ? n.addEventListener(k.slice(2), v) : n.setAttribute(k, v);
  n.append(...kids);
  return n;
};
function render({ model, el }) {
  el.classList.add("tw-dashboard");
  const send = (msg) => model.send(msg);
  const botButton = (r) => {
    const b = h("button", { onclick: () => send({ do: "bots", code: r.code }) }, "Bots in empty seats");
    b.disabled = !r.seats.some((s) => s.kind === "empty");
    return b;
  };
  const draw = () => {
    const games = model.get("games"), rooms = model.get("rooms"), rev = model.get("revealed");
    const game = h("select", { "aria-label": "game" }, ...games.map((g) => h("option", { value: g.name }, g.title)));
    const n = h("input", { type: "number", min: 1, max: 50, value: 8, "aria-label": "tables", style: "width:4em" });
    const k = h("input", { type: "number", min: 1, max: 8, value: 2, "aria-label": "seats", style: "width:4em" });
    const names = h("input", { placeholder: "names, comma separated (optional)", "aria-label": "names", style: "width:18em" });
    const create = h("button", { onclick: () => send({ do: "create", game: game.value, tables: +n.value, seats: +k.value,
      names: names.value.split(",").map((s) => s.trim()).filter(Boolean) }) }, "Create tables");
    const rows = rooms.map((r) => h("tr", { "data-room": r.code },
      h("td", {}, h("b", {}, r.code), " ", r.title),
      h("td", {}, ...r.seats.map((s) => h("div", {}, `${(r.to_act || []).includes(s.seat) ? "▶ " : ""}${s.name} `,
        h("small", {}, s.kind === "person" ? (s.away ? "away" : "here") : s.kind === "empty" ? "free" : "bot")))),
      h("td", {}, r.scores.join(" – ")),
      h("td", {}, `${r.moves}${r.ended ? " (ended)" : r.terminal ? " (over)" : ""}`),
      h("td", {},
        botButton(r), " ",
        h("button", { onclick: () => send({ do: "end", code: r.code }) }, "End"), " ",
        h("button", { onclick: () => send({ do: "reset", code: r.code }) }, "Reset"), " ",
        h("button", { onclick: () => send({ do: "reveal", code: r.code }) }, "Reveal"))));
    const table = h("table", { style: "border-collapse:collapse" },
      h("thead", {}, h("tr", {}, ...["Room", "Seats", "Scores", "Moves", ""].map((t) => h("th", { style: "text-align:left;padding:2px 8px" }, t)))),
      h("tbody", {}, ...rows));
    const shown = rev && rev.room ? h("details", { open: "" }, h("summary", {}, `Room ${rev.room}: teacher's view (keep it to yourself)`),
      h("pre", { style: "max-height:20em;overflow:auto;font-size:11px" }, JSON.stringify(rev.view, null, 1))) : "";
    el.replaceChildren(h("div", {}, game, " ", n, " tables of ", k, " ", names, " ", create),
      h("div", { role: "status", "aria-live": "polite" }, model.get("status")), table, shown);
  };
  for (const t of ["rooms", "games", "status", "revealed"]) model.on(`change:${t}`, draw);
  draw();
}
export default { render };
"""


class DashboardActions:
    """What the dashboard widget does (its buttons call the same methods). Its anywidget
    class (``dashboard_class``) adds the synced traits ``rooms``, ``games``, ``status`` and
    ``revealed``; ``api_url`` and ``api_token`` say which server it drives."""

    api_url: str
    api_token: str
    rooms: list[dict[str, Any]]
    games: list[dict[str, Any]]
    status: str
    revealed: dict[str, Any]
    stopped: threading.Event

    def refresh(self) -> list[dict[str, Any]]:
        """Fetch every room now and redraw."""
        answer = dashboard_api(self.api_url, "", self.api_token)
        self.games = answer["games"]
        self.rooms = answer["rooms"]
        return self.rooms

    def create_tables(
        self,
        game: str,
        tables: int,
        seats: int,
        names: list[str] | None = None,
        bot: str | None = None,
    ) -> list[str]:
        """Open ``tables`` rooms of ``seats`` seats; ``names`` fill seats in order."""
        body: dict[str, Any] = {"game": game, "tables": tables, "seats": seats}
        if names:
            body["names"] = list(names)
        if bot:
            body["bot"] = bot
        codes = dashboard_api(self.api_url, "/rooms", self.api_token, body)["codes"]
        self.status = f"Opened {len(codes)} room(s): {', '.join(codes)}"
        self.refresh()
        return codes

    def place_bots(
        self, code: str, bot: str = "random", seats: list[int] | None = None
    ) -> dict[str, Any]:
        """Put ``bot`` in the empty seats of room ``code`` (or in ``seats``)."""
        body: dict[str, Any] = {"bot": bot} if seats is None else {"bot": bot, "seats": seats}
        return self.room_action(code, "bots", body)

    def end(self, code: str) -> dict[str, Any]:
        """End the game of room ``code``."""
        return self.room_action(code, "end")

    def reset(self, code: str) -> dict[str, Any]:
        """Start a fresh game in room ``code``."""
        return self.room_action(code, "reset")

    def reveal(self, code: str) -> dict[str, Any]:
        """The room's teacher view (every hand), also shown under the table."""
        self.revealed = dashboard_api(self.api_url, f"/rooms/{code}/reveal", self.api_token)
        return self.revealed

    def room_action(self, code: str, what: str, body: Any = None) -> dict[str, Any]:
        """Ask the server for ``what`` (``bots``, ``end``, ``reset``) on room ``code``."""
        summary = dashboard_api(self.api_url, f"/rooms/{code}/{what}", self.api_token, body or {})
        self.status = f"Room {code}: {what} done"
        self.refresh()
        return summary

    def handle_message(self, msg: Any) -> None:
        """Do what a button of the front end asked (``{"do": ..., "code": ...}``)."""
        if not isinstance(msg, dict):
            return
        what, code = msg.get("do"), str(msg.get("code", ""))
        try:
            if what == "create":
                names = msg.get("names")
                self.create_tables(
                    str(msg.get("game")),
                    msg.get("tables"),
                    msg.get("seats"),
                    names if isinstance(names, list) else None,
                )
            elif what in ("bots", "end", "reset", "reveal"):
                buttons = {"bots": self.place_bots, "end": self.end, "reset": self.reset}
                buttons.get(what, self.reveal)(code)
        except TableError as exc:
            self.status = str(exc)

    def stop(self) -> None:
        """Stop polling the server."""
        self.stopped.set()


@functools.cache
def dashboard_class() -> type:
    """The dashboard's anywidget class (made at first use: anywidget is imported only then)."""
    import anywidget
    import traitlets

    class DashboardWidget(DashboardActions, anywidget.AnyWidget):
        _esm = WIDGET_ESM
        rooms = traitlets.List().tag(sync=True)
        games = traitlets.List().tag(sync=True)
        status = traitlets.Unicode("").tag(sync=True)
        revealed = traitlets.Dict().tag(sync=True)

    return DashboardWidget


def Dashboard(url: str, token: str, interval: float = 2.0) -> Any:
    """The teacher's dashboard in a notebook (an anywidget): every room, its seats (name, kind,
    away), scores, moves and whose turn, with buttons to create tables, put bots in empty
    seats, end, reset and reveal a room. Polls ``url`` every ``interval`` s (``.stop()``).

    The same actions are methods: ``create_tables(game, tables, seats, names=None, bot=None)``,
    ``place_bots(code, bot="random", seats=None)``, ``end(code)``, ``reset(code)``,
    ``reveal(code)``, ``refresh()``.
    """
    widget = dashboard_class()()
    widget.api_url, widget.api_token = url, token
    widget.on_msg(lambda _widget, msg, _buffers: widget.handle_message(msg))
    widget.refresh()
    widget.stopped = poll_in_background(widget.refresh, interval, "classroom-dashboard")
    return widget
