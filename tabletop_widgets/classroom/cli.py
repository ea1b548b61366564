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
        "--host", default="127.0.0.1", help="address to listen on (default: loopback)"
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
    args = parser.parse_args(argv)
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
        try:
            store, broker = args.store, None
            if args.redis:
                from .server.redis_store import from_url

                store, broker = from_url(args.redis)
            host, public = args.host, None
            if args.lan:
                from .server.serve import lan_address

                public = lan_address()
                host = "0.0.0.0"
            run(host, args.port, store, broker=broker, public_host=public)  # build_app: every route
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
