"""``tabletop-widgets``: the command line (``tabletop-widgets serve`` starts the table server).

Its messages to a teacher (the help and argparse's own words, the refusals, what ``serve``
prints while it runs, the rotated token's links) come from the ``classroom`` gettext catalogs,
in the language ``--lang`` names, else the environment's
(:func:`~tabletop_widgets.i18n.cli_language`), else English.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from ..i18n import (
    CLASSROOM_DOMAIN,
    LANGUAGES,
    Translator,
    cli_language,
    fill,
    translator,
)

#: The program's name, as the teacher types it.
PROG = "tabletop-widgets"


def argparse_messages(tr: Translator) -> list[tuple[str, str]]:
    """argparse's error messages (a regular expression of its English words, each value a
    named group) and their translations in ``tr``'s language (``{name}`` for each group)."""
    return [
        (
            r"the following arguments are required: (?P<arguments>.+)",
            tr.gettext("the following arguments are required: {arguments}"),
        ),
        (
            r"one of the arguments (?P<arguments>.+) is required",
            tr.gettext("one of the arguments {arguments} is required"),
        ),
        (
            r"unrecognized arguments: (?P<arguments>.+)",
            tr.gettext("unrecognized arguments: {arguments}"),
        ),
        (
            r"argument (?P<argument>\S+): (?P<message>.+)",
            tr.gettext("argument {argument}: {message}"),
        ),
        (
            r"invalid (?P<type>\w+) value: (?P<value>.+)",
            tr.gettext("invalid {type} value: {value}"),
        ),
        (
            r"invalid choice: (?P<value>.+) \(choose from (?P<choices>.+)\)",
            tr.gettext("invalid choice: {value} (choose from {choices})"),
        ),
        (r"expected one argument", tr.gettext("expected one argument")),
        (
            r"not allowed with argument (?P<argument>.+)",
            tr.gettext("not allowed with argument {argument}"),
        ),
        (
            r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)",
            tr.gettext("ambiguous option: {option} could match {matches}"),
        ),
    ]


def translate_argparse(message: str, tr: Translator) -> str:
    """argparse's English error ``message`` in ``tr``'s language (a nested ``message`` too);
    a message none of :func:`argparse_messages` reads is returned as it is."""
    for pattern, translation in argparse_messages(tr):
        match = re.fullmatch(pattern, message)
        if match:
            values = match.groupdict()
            if "message" in values:
                values["message"] = translate_argparse(values["message"], tr)
            return fill(translation, values)
    return message


class CliHelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter with its ``usage:`` in ``tr``'s language."""

    def __init__(self, prog: str, tr: Translator, **kwargs: Any) -> None:
        super().__init__(prog, **kwargs)
        self.tr = tr

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        """As argparse's, with ``usage:`` translated (an explicit ``prefix`` is kept)."""
        if prefix is None:
            prefix = self.tr.gettext("usage:") + " "
        super().add_usage(usage, actions, groups, prefix)


class CliParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` that says argparse's own words in ``tr``'s language: ``usage:``,
    the options' heading (``options``: add options to :attr:`options`), ``-h``'s help and
    ``error:`` with the error itself (:func:`translate_argparse`)."""

    def __init__(self, *args: Any, tr: Translator, **kwargs: Any) -> None:
        self.tr = tr
        kwargs["formatter_class"] = lambda prog: CliHelpFormatter(prog, tr)
        super().__init__(*args, add_help=False, **kwargs)
        #: The group every option goes in (its heading translated).
        self.options = self.add_argument_group(tr.gettext("options"))
        self.options.add_argument(
            "-h",
            "--help",
            action="help",
            default=argparse.SUPPRESS,
            help=tr.gettext("show this help message and exit"),
        )
        self.options.add_argument(
            "--lang",
            default=None,
            metavar="LANG",
            help=tr.gettext(
                "the language of these messages: en, tr, pl, hu or fr (default: the first of "
                "TABLETOP_WIDGETS_LANG, LANGUAGE, LC_ALL, LC_MESSAGES and LANG that names one, "
                "else English)"
            ),
        )

    def error(self, message: str) -> NoReturn:
        """Print the usage and ``message`` (translated) to stderr; exit with code 2."""
        self.print_usage(sys.stderr)
        said = self.tr.gettext(
            "{prog}: error: {message}", prog=self.prog, message=translate_argparse(message, self.tr)
        )
        self.exit(2, said + "\n")


def add_serve(commands: Any, tr: Translator) -> None:
    """The ``serve`` command and its options."""
    serve = commands.add_parser(
        "serve",
        tr=tr,
        help=tr.gettext("start the table server (a class plays together from any browser)"),
    ).options
    serve.add_argument(
        "--host",
        default=None,
        help=tr.gettext(
            "address to listen on (default: loopback; with --lan, every address of this "
            "machine, and students type the one --host names if it is a network address)"
        ),
    )
    serve.add_argument(
        "--lan",
        action="store_true",
        help=tr.gettext(
            "listen on this machine's network address so students' phones and laptops reach "
            "it (prints the address they type)"
        ),
    )
    serve.add_argument(
        "--port", type=int, default=8765, help=tr.gettext("port (default 8765; 0 picks one)")
    )
    serve.add_argument(
        "--store",
        default=None,
        help=tr.gettext("SQLite file that keeps rooms across restarts (default: memory)"),
    )
    serve.add_argument(
        "--redis",
        default=None,
        metavar="URL",
        help=tr.gettext(
            "keep rooms in Redis (redis://host:6379/0) so several server processes serve them"
        ),
    )


def add_rotate_token(commands: Any, tr: Translator) -> None:
    """The ``rotate-token`` command and its options."""
    rotate = commands.add_parser(
        "rotate-token",
        tr=tr,
        help=tr.gettext(
            "give the table server a new teacher token: the old links and teacher sessions end"
        ),
    ).options
    where = rotate.add_mutually_exclusive_group(required=True)
    where.add_argument("--store", default=None, help=tr.gettext("the server's SQLite store file"))
    where.add_argument(
        "--redis", default=None, metavar="URL", help=tr.gettext("the server's Redis URL")
    )
    rotate.add_argument(
        "--url",
        default="http://127.0.0.1:8765",
        help=tr.gettext(
            "the server's address, to print the new teacher link (default http://127.0.0.1:8765)"
        ),
    )


def build_parser(tr: Translator) -> CliParser:
    """The command line's parser, its help and argparse's own words in ``tr``'s language."""
    parser = CliParser(prog=PROG, description=tr.gettext("tabletop_widgets tools"), tr=tr)
    commands = parser.add_subparsers(dest="command", required=True, title=tr.gettext("commands"))
    add_serve(commands, tr)
    add_rotate_token(commands, tr)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line (``argv``: the arguments after the program's name); the exit code."""
    args_given = sys.argv[1:] if argv is None else argv
    try:
        lang = cli_language(args_given)
    except ValueError:
        return refuse_language(args_given)
    tr = translator(lang, CLASSROOM_DOMAIN)
    args = build_parser(tr).parse_args(args_given)
    if args.command == "rotate-token":
        return rotate_token(args.store, args.redis, args.url, lang)
    return serve(args, tr)


def refuse_language(argv: Sequence[str]) -> int:
    """Refuse the unknown ``--lang`` in ``argv`` in the environment's language; 2."""
    given = ""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            given = argv[i + 1]
        elif arg.startswith("--lang="):
            given = arg.partition("=")[2]
    tr = translator(cli_language(), CLASSROOM_DOMAIN)
    said = tr.gettext(
        "there is no catalog for the language {lang}: choose one of {languages}.",
        lang=repr(given),
        languages=", ".join(LANGUAGES),
    )
    print(f"{PROG}: {said}", file=sys.stderr)
    return 2


def serve(args: argparse.Namespace, tr: Translator) -> int:
    """``tabletop-widgets serve``: run the table server until Ctrl+C; 2 when it cannot start."""
    try:
        from .server.serve import run
        from .server.store import StoreFileError
    except ImportError as exc:
        missing = (exc.name or "a module").split(".")[0]
        print(
            tr.gettext(
                "The table server needs the classroom extra ({missing} is missing): install "
                "tabletop_widgets[classroom]: {command}",
                missing=missing,
                command="pip install 'tabletop_widgets[classroom]'",
            ),
            file=sys.stderr,
        )
        return 2
    try:
        store, broker = args.store, None
        if args.redis:
            from .server.redis_store import from_url

            store, broker = from_url(args.redis)
        host, public = args.host or "127.0.0.1", None
        if args.lan:
            from .server.serve import lan_binding

            host, public = lan_binding(args.host)
        run(host, args.port, store, broker=broker, public_host=public, lan=args.lan, lang=tr.lang)
    except StoreFileError as exc:
        print(f"{PROG} serve: {exc.translated(tr)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


def refuse(message: str) -> int:
    """Print ``rotate-token``'s refusal ``message`` (already in the teacher's language); 2."""
    print(f"{PROG} rotate-token: {message}", file=sys.stderr)
    return 2


def open_rotation_store(tr: Translator, store_path: str | None, redis_url: str | None) -> Any:
    """The store whose token ``rotate-token`` rotates, or the exit code 2 after a refusal."""
    from .server.store import SQLiteStore, StoreFileError

    if store_path is None:
        from .server.redis_store import from_url

        return from_url(redis_url)[0]
    from pathlib import Path

    if not Path(store_path).exists():
        return refuse(tr.gettext("there is no store {path}.", path=store_path))
    try:
        return SQLiteStore(store_path)
    except StoreFileError as exc:
        return refuse(exc.translated(tr))


def rotate_token(
    store_path: str | None, redis_url: str | None, url: str, lang: str | None = None
) -> int:
    """``tabletop-widgets rotate-token``: a new teacher token in the store (SQLite file or
    Redis); a running server uses it from its next request, and every teacher session ends.
    The messages are in ``lang`` (default: :func:`~tabletop_widgets.i18n.cli_language` of the environment)."""
    tr = translator(lang or cli_language(), CLASSROOM_DOMAIN)
    try:
        from .server.auth import TEACHER_META, rotate_teacher_token
    except ImportError as exc:
        print(
            tr.gettext(
                "This needs the classroom extra: {command} ({error})",
                command="pip install 'tabletop_widgets[classroom]'",
                error=exc,
            ),
            file=sys.stderr,
        )
        return 2
    store = open_rotation_store(tr, store_path, redis_url)
    if isinstance(store, int):
        return store
    try:
        if store.get_meta(TEACHER_META) is None:
            return refuse(
                tr.gettext("that store has no teacher token yet (start the server once with it).")
            )
        token = rotate_teacher_token(store)
    finally:
        store.close()
    base = url.rstrip("/")
    print(
        tr.gettext(
            "The teacher token is rotated: the old links and every teacher session have ended."
        )
    )
    print(tr.gettext("Teacher: {link}", link=f"{base}/teacher?token={token}"))
    print(tr.gettext("Dashboard: {link}", link=f"{base}/dashboard?token={token}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
