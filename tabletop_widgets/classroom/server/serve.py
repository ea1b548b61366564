"""Start the table server: in a thread of this process (``serve``) or in the foreground (``run``,
the CLI). Both run ``build_app``.

What ``run`` prints to the teacher (the address, the class's links, the hints, the store) comes
from the ``classroom`` gettext catalogs, in the language ``lang`` names (the CLI's ``--lang``)."""

from __future__ import annotations

import asyncio
import gc
import ipaddress
import socket
import sys
import threading
import time
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import uvicorn

from ...engine import all_games
from ...i18n import CLASSROOM_DOMAIN, resolve_language, translator
from ..protocol import WS_MAX_BYTES
from .auth import rotate_teacher_token
from .connections import GuardedHttpProtocol, HttpToolsProtocol
from .http import is_loopback
from .routes import build_app
from .store import SQLiteStore, Store
from .transport import SeatWebSocketProtocol


def lan_address() -> str:
    """This machine's address on its network (the one students' devices reach), found by
    asking the OS which interface routes outwards (no packet is sent); loopback if none."""
    for probe in ("192.0.2.1", "2001:db8::1"):  # documentation addresses: never contacted
        family = socket.AF_INET6 if ":" in probe else socket.AF_INET
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 9))
                address = sock.getsockname()[0]
        except OSError:
            continue
        if not ipaddress.ip_address(address).is_loopback:
            return address
    try:
        address = socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"
    return address


#: Addresses that mean "every address of this machine".
WILDCARDS = ("0.0.0.0", "::", "")


def lan_binding(host: str | None) -> tuple[str, str]:
    """``serve --lan``: where to listen and the address students type. ``host`` (``--host``)
    is both when it names one address of this machine; otherwise every address is listened on
    and students type the one the OS routes outwards (``lan_address``)."""
    if host and host not in WILDCARDS:
        return host, host
    return host or "0.0.0.0", lan_address()


def class_links(base: str, teacher_token: str, lang: str = "en") -> list[str]:
    """The lines ``run`` prints with the links (students', the projector's, the dashboard's,
    the teacher's), in ``lang``."""
    tr = translator(lang, CLASSROOM_DOMAIN)
    return [
        tr.gettext("Students: {link}", link=f"{base}/"),
        tr.gettext("Projector: {link}", link=f"{base}/projector?token={teacher_token}"),
        tr.gettext("Dashboard: {link}", link=f"{base}/dashboard?token={teacher_token}"),
        tr.gettext("Teacher: {link}", link=f"{base}/teacher?token={teacher_token}"),
    ]


def loopback_hint(host: str, lan: bool = False, lang: str = "en") -> str | None:
    """What to do when students on other devices cannot reach ``host`` (None when they can),
    in ``lang``. ``lan``: the server was asked for the network (``serve --lan``) and found no
    address of it."""
    if not is_loopback(host):
        return None
    tr = translator(lang, CLASSROOM_DOMAIN)
    if not lan:
        return tr.gettext(
            "Only this machine can open {host}: for students' devices, start the server with "
            "`tabletop-widgets serve --lan`.",
            host=host,
        )
    return tr.gettext(
        "This machine has no network address that students' devices can reach ({host} is this "
        "machine only). Connect it to the classroom's network (Wi-Fi or cable) and start again, "
        "or find its address (`ip -4 addr` on Linux, `ipconfig` on Windows, Settings > Network "
        "on a Mac) and start with `tabletop-widgets serve --lan --host ADDRESS`.",
        host=host,
    )


def wide_bind_warning(host: str, lang: str = "en") -> str | None:
    """The warning printed when the server listens beyond this machine (None on loopback),
    in ``lang``."""
    if is_loopback(host):
        return None
    return translator(lang, CLASSROOM_DOMAIN).gettext(
        "WARNING: listening on {host}: anyone who can reach this machine can open the pages. "
        "Seat tokens and the teacher token travel in clear over plain HTTP; put the server "
        "behind HTTPS (see docs/play-together.md) on a shared network.",
        host=host,
    )


def store_line(store: Any, lang: str = "en") -> str:
    """The line ``run`` prints about where rooms are kept (a file, Redis, or memory), in
    ``lang``."""
    tr = translator(lang, CLASSROOM_DOMAIN)
    if store is None:
        return tr.gettext("Store: in memory (rooms end with the server)")
    return tr.gettext("Store: {store}", store=store)


def open_store(store: Store | str | Path | None) -> Store:
    """A ``Store`` from a store, a SQLite file path, or None (in memory).

    ``store.StoreFileError`` when the path is an empty or another program's file."""
    if store is None:
        return SQLiteStore(":memory:")
    if isinstance(store, (str, Path)):
        return SQLiteStore(store)
    return store


def load_games() -> None:
    """Import every game (its rules and queries) now, while the server starts: the first
    room then opens without waiting for them (a third of a second, most of it reading the
    installed packages' entry points), and the memory they take is the server's from its
    start, not its first room's. Bots, solvers, coaches and widgets still load when asked."""
    all_games()


#: The cyclic garbage collector's thresholds in a serving process (Python's default is
#: 700, 10, 10). A move allocates hundreds of short-lived dicts, nearly all freed by
#: reference counting, yet each 700 allocations started a collection, and every hundredth
#: one walked every room's state: at a busy table that was a fifth of the server's CPU and
#: its slowest moves (p99 54-97 ms against 17 ms; docs/performance.md).
SERVER_GC_THRESHOLDS = (10_000, 50, 100)


def tune_gc() -> None:
    """Make the garbage collector fit a long-running table server: what is loaded at start
    (modules, the stored rooms) is frozen out of its walks, and it runs less often
    (``SERVER_GC_THRESHOLDS``). Only ``run`` does this: a server started inside a notebook's
    kernel (``serve``) leaves the kernel's collector as it is."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*SERVER_GC_THRESHOLDS)


def uvicorn_config(app: Any, host: str, port: int, **kwargs: Any) -> uvicorn.Config:
    """uvicorn's settings for the table server (``serve``, ``run`` and the Hub service).

    HTTP connections get ``connections.GuardedHttpProtocol`` (timeouts for slow requests, a
    cap per address, headroom below the open-file limit). The seats' websockets use
    ``transport.SeatWebSocketProtocol`` and offer no compression
    (permessage-deflate): every browser asks for it, and compressing each seat's frame
    about doubled the server's CPU per move at a busy table (docs/performance.md), to save
    a few kilobytes per frame on a classroom's network.
    boardgame.io's server (socket.io) does not compress its websocket frames either.
    """
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        http=GuardedHttpProtocol if HttpToolsProtocol is not None else "auto",
        ws=SeatWebSocketProtocol,
        ws_per_message_deflate=False,
        ws_max_size=WS_MAX_BYTES,
        ws_ping_interval=20.0,
        ws_ping_timeout=20.0,
        lifespan="on",
        log_level="warning",
        access_log=False,
        **kwargs,
    )


@dataclass
class Server:
    """A running table server. ``url`` is its base address; ``teacher_link`` opens the teacher page."""

    url: str
    teacher_token: str
    app: Any
    uvicorn_server: uvicorn.Server
    thread: threading.Thread
    #: The store ``serve`` opened itself (from a path or in memory): closed by ``stop``.
    owned_store: Store | None = None

    @property
    def teacher_link(self) -> str:
        """The teacher's sign-in link: opening it sets the teacher's session cookie and
        leaves the teacher page without the token in its address."""
        return f"{self.url}/teacher?token={self.teacher_token}"

    @property
    def dashboard_link(self) -> str:
        """The teacher's dashboard (many rooms at once), signing in as ``teacher_link`` does."""
        return f"{self.url}/dashboard?token={self.teacher_token}"

    def rotate_token(self) -> str:
        """A new teacher token (returned, and kept in ``teacher_token``): the old one and every
        teacher session signed in with it stop working at once."""
        self.teacher_token = rotate_teacher_token(self.app.state.store)
        return self.teacher_token

    @property
    def student_link(self) -> str:
        """The join page students open (they type a room or class code there)."""
        return f"{self.url}/"

    @property
    def projector_link(self) -> str:
        """The teacher's projector page: the address, the class code, a QR code, who joined."""
        return f"{self.url}/projector?token={self.teacher_token}"

    @property
    def tables(self) -> Any:
        """The server's ``Rooms`` (rooms in memory)."""
        return self.app.state.tables

    def room_link(self, code: str) -> str:
        return f"{self.url}/room/{code}"

    def stop(self, timeout: float = 5.0) -> None:
        """Stop serving and wait for the thread (connections are closed)."""
        self.uvicorn_server.should_exit = True
        self.thread.join(timeout)
        if self.owned_store is not None and not self.thread.is_alive():
            self.owned_store.close()
            self.owned_store = None

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    def __repr__(self) -> str:
        return f"<classroom.Server {self.url}>"


def wait_until_started(server: uvicorn.Server, thread: threading.Thread, timeout: float) -> None:
    """Wait until ``server`` (running in ``thread``) listens; ``RuntimeError`` when its thread
    ended first or ``timeout`` seconds passed (the server is told to stop then)."""
    deadline = time.monotonic() + timeout
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("The table server failed to start (see the log above).")
        if time.monotonic() > deadline:
            server.should_exit = True
            raise RuntimeError("The table server did not start in time.")
        time.sleep(0.01)


def bound_port(server: uvicorn.Server) -> int:
    """The port a started server listens on (the one picked for ``port=0``)."""
    return server.servers[0].sockets[0].getsockname()[1]


def shown_host(host: str, public_host: str | None = None) -> str:
    """The host part of the server's links: ``public_host``, else the loopback address for a
    wildcard bind, else ``host``; an IPv6 address in brackets."""
    shown = public_host or ("127.0.0.1" if host in ("0.0.0.0", "::") else host)
    return f"[{shown}]" if ":" in shown else shown


def serve(
    host: str = "127.0.0.1",
    port: int = 0,
    store: Store | str | Path | None = None,
    *,
    broker: Any = None,
    auth: Any = None,
    extra_routes: Any = (),
    teacher_token: str | None = None,
    timeout: float = 15.0,
    lang: str | None = None,
) -> Server:
    """Start a table server in a background thread and return once it answers.

    ``port=0`` picks a free port; ``store`` is a ``Store`` or a SQLite file path
    (default: in memory, gone when the process ends). ``lang``: the language of the warning
    printed when it listens beyond this machine (default: ``i18n.resolve_language``, so a
    notebook's ``use_language``).
    """
    warning = wide_bind_warning(host, resolve_language(lang))
    if warning:
        print(warning, file=sys.stderr)
    opened = open_store(store)
    load_games()
    app = build_app(opened, broker, auth, extra_routes, teacher_token)
    server = uvicorn.Server(uvicorn_config(app, host, port))
    server.install_signal_handlers = lambda: None  # not the main thread
    thread = threading.Thread(target=server.run, name="tabletop-classroom", daemon=True)
    thread.start()
    wait_until_started(server, thread, timeout)
    url = f"http://{shown_host(host)}:{bound_port(server)}"
    owned = None if opened is store else opened
    return Server(url, app.state.teacher_token, app, server, thread, owned)


def run(
    host: str = "127.0.0.1",
    port: int = 8765,
    store: Store | str | Path | None = None,
    *,
    broker: Any = None,
    auth: Any = None,
    extra_routes: Any = (),
    root_path: str = "",
    public_host: str | None = None,
    lan: bool = False,
    lang: str = "en",
) -> None:
    """Serve in the foreground until Ctrl+C (the CLI), printing the students' link (the join
    page), the projector's, the dashboard's and the teacher's.

    ``broker``/``auth``/``extra_routes`` as in ``build_app``; ``root_path``: the prefix a proxy
    serves the app under (``/services/tabletop`` behind JupyterHub); ``public_host``: the
    address students type (``serve --lan``: this machine's network address); ``lan``: the
    network was asked for (what to do when it has no address says so); ``lang``: the language
    of what is printed (one of ``i18n.LANGUAGES``, or the pseudo-locale ``xx``).
    """
    warning = wide_bind_warning(host, lang)
    if warning:
        print(warning, file=sys.stderr, flush=True)
    load_games()  # before tune_gc: the games are loaded and frozen with the server
    app = build_app(open_store(store), broker, auth, extra_routes)
    config = uvicorn_config(app, host, port, root_path=root_path)
    server = uvicorn.Server(config)
    shown = shown_host(host, public_host)

    async def main() -> None:
        task = asyncio.create_task(announce(server, app, shown, root_path, lan, store, lang))
        await server.serve()
        task.cancel()

    run_event_loop(main(), config.get_loop_factory())


async def announce(
    server: uvicorn.Server,
    app: Any,
    shown: str,
    root_path: str,
    lan: bool,
    store: Any,
    lang: str = "en",
) -> None:
    """Once ``server`` listens: tune the garbage collector (the stored rooms are loaded) and
    print the server's address, the class's links, a loopback hint and where rooms are kept
    (in ``lang``)."""
    while not server.started:
        await asyncio.sleep(0.02)
    tune_gc()
    base = f"http://{shown}:{bound_port(server)}{root_path}"
    app.state.public_url = base  # the address the projector page shows
    tr = translator(lang, CLASSROOM_DOMAIN)
    print(tr.gettext("Table server on {address}", address=base), flush=True)
    for line in class_links(base, app.state.teacher_token, lang):
        print(line, flush=True)
    hint = loopback_hint(shown.strip("[]"), lan, lang)
    if hint:
        print(hint, flush=True)
    print(store_line(store or None, lang), flush=True)


def run_event_loop(main: Coroutine[Any, Any, None], loop_factory: Any) -> None:
    """Run ``main`` to its end in a new event loop made by ``loop_factory`` (None: asyncio's).

    uvicorn's factory (``uvicorn.Config.get_loop_factory``, its ``loop="auto"``) gives uvloop
    where it is installed (``uvicorn[standard]``, not on Windows): the event loop, its socket
    reads and writes in C, as ``Server`` (the server in a thread) already ran. Measured in
    docs/performance.md: less CPU per move, a little more memory per room.
    """
    if sys.version_info >= (3, 11):
        with asyncio.Runner(loop_factory=loop_factory) as runner:
            runner.run(main)
        return
    loop = loop_factory() if loop_factory is not None else asyncio.new_event_loop()
    try:
        loop.run_until_complete(main)
    finally:
        loop.close()
