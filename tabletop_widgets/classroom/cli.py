"""``tabletop-widgets``: the command line (``tabletop-widgets serve`` starts the table server)."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabletop-widgets", description="tabletop_widgets tools")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser(
        "serve", help="start the table server (a class plays together from any browser)"
    )
    serve.add_argument(
        "--host",
        default=None,
        help="address to listen on (default: loopback; with --lan, every address of this machine, "
        "and students type the one --host names if it is a network address)",
    )
    serve.add_argument(
        "--lan",
        action="store_true",
        help="listen on this machine's network address so students' phones and laptops reach "
        "it (prints the address they type)",
    )
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765; 0 picks one)")
    serve.add_argument(
        "--store",
        default=None,
        help="SQLite file that keeps rooms across restarts (default: memory)",
    )
    serve.add_argument(
        "--redis",
        default=None,
        metavar="URL",
        help="keep rooms in Redis (redis://host:6379/0) so several server processes serve them",
    )
    rotate = commands.add_parser(
        "rotate-token",
        help="give the table server a new teacher token: the old links and teacher sessions end",
    )
    where = rotate.add_mutually_exclusive_group(required=True)
    where.add_argument("--store", default=None, help="the server's SQLite store file")
    where.add_argument("--redis", default=None, metavar="URL", help="the server's Redis URL")
    rotate.add_argument(
        "--url",
        default="http://127.0.0.1:8765",
        help="the server's address, to print the new teacher link (default http://127.0.0.1:8765)",
    )
    args = parser.parse_args(argv)
    if args.command == "rotate-token":
        return rotate_token(args.store, args.redis, args.url)
    if args.command == "serve":
        try:
            from .server.serve import run
        except ImportError as exc:
            missing = (exc.name or "a module").split(".")[0]
            print(
                f"The table server needs the classroom extra ({missing} is missing): "
                "install tabletop_widgets[classroom]: pip install 'tabletop_widgets[classroom]'",
                file=sys.stderr,
            )
            return 2
        from .server.store import StoreFileError

        try:
            store, broker = args.store, None
            if args.redis:
                from .server.redis_store import from_url

                store, broker = from_url(args.redis)
            host, public = args.host or "127.0.0.1", None
            if args.lan:
                from .server.serve import lan_binding

                host, public = lan_binding(args.host)
            run(host, args.port, store, broker=broker, public_host=public, lan=args.lan)
        except StoreFileError as exc:
            print(f"tabletop-widgets serve: {exc}", file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            pass
    return 0


def rotate_token(store_path: str | None, redis_url: str | None, url: str) -> int:
    """``tabletop-widgets rotate-token``: a new teacher token in the store (SQLite file or
    Redis); a running server uses it from its next request, and every teacher session ends."""
    try:
        from .server.auth import TEACHER_META, rotate_teacher_token
        from .server.store import SQLiteStore, StoreFileError
    except ImportError as exc:
        print(
            f"This needs the classroom extra: pip install 'tabletop_widgets[classroom]' ({exc})",
            file=sys.stderr,
        )
        return 2
    if store_path is not None:
        from pathlib import Path

        if not Path(store_path).exists():
            print(
                f"tabletop-widgets rotate-token: there is no store {store_path}.", file=sys.stderr
            )
            return 2
        try:
            store = SQLiteStore(store_path)
        except StoreFileError as exc:
            print(f"tabletop-widgets rotate-token: {exc}", file=sys.stderr)
            return 2
    else:
        from .server.redis_store import from_url

        store, _ = from_url(redis_url)
    try:
        if store.get_meta(TEACHER_META) is None:
            print(
                "tabletop-widgets rotate-token: that store has no teacher token yet "
                "(start the server once with it).",
                file=sys.stderr,
            )
            return 2
        token = rotate_teacher_token(store)
    finally:
        store.close()
    base = url.rstrip("/")
    print("The teacher token is rotated: the old links and every teacher session have ended.")
    print(f"Teacher: {base}/teacher?token={token}")
    print(f"Dashboard: {base}/dashboard?token={token}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
