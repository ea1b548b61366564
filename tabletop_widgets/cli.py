"""``tabletop-widgets``: the console script. It needs the ``classroom`` extra; without it, one
line names the extra (never a traceback), since importing ``tabletop_widgets.classroom``
itself needs Starlette, uvicorn and httpx. The line is in the teacher's language
(``i18n.cli_language``: ``--lang``, else the environment's), from the ``classroom`` catalog."""

from __future__ import annotations

import sys

from .i18n import CLASSROOM_DOMAIN, cli_language, translator

#: Top-level modules the ``classroom`` extra installs (pyproject.toml).
CLASSROOM_MODULES = frozenset(
    {"starlette", "uvicorn", "websockets", "httpx", "redis", "pandas", "segno", "anyio"}
)
#: The command that installs the extra (the same in every language).
EXTRA_COMMAND = "pip install 'tabletop_widgets[classroom]'"


def missing_extra(exc: ImportError, lang: str = "en") -> str | None:
    """The one line to print, in ``lang``, when ``exc`` is a module of the classroom extra
    (None otherwise)."""
    name = (getattr(exc, "name", None) or "").split(".")[0]
    if name in CLASSROOM_MODULES:
        return translator(lang, CLASSROOM_DOMAIN).gettext(
            "tabletop-widgets needs the classroom extra ({missing} is missing): install "
            "tabletop_widgets[classroom]: {command}",
            missing=name,
            command=EXTRA_COMMAND,
        )
    return None


def _language(argv: list[str] | None) -> str:
    """The teacher's language for the line (English when ``--lang`` names none of ours)."""
    try:
        return cli_language(sys.argv[1:] if argv is None else argv)
    except ValueError:
        return "en"


def main(argv: list[str] | None = None) -> int:
    """Run ``tabletop_widgets.classroom.cli.main``; a missing extra is one line and exit code 2."""
    try:
        from .classroom.cli import main as classroom_main

        return classroom_main(argv)
    except ImportError as exc:
        line = missing_extra(exc, _language(argv))
        if line is None:
            raise
        print(line, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
