"""``tabletop-widgets``: the console script. It needs the ``classroom`` extra; without it, one
line names the extra (never a traceback), since importing ``tabletop_widgets.classroom``
itself needs Starlette, uvicorn and httpx."""

from __future__ import annotations

import sys

#: Top-level modules the ``classroom`` extra installs (pyproject.toml).
CLASSROOM_MODULES = frozenset(
    {"starlette", "uvicorn", "websockets", "httpx", "redis", "pandas", "segno", "anyio"}
)
EXTRA_HINT = "install tabletop_widgets[classroom]: pip install 'tabletop_widgets[classroom]'"


def missing_extra(exc: ImportError) -> str | None:
    """The one line to print when ``exc`` is a module of the classroom extra (None otherwise)."""
    name = (getattr(exc, "name", None) or "").split(".")[0]
    if name in CLASSROOM_MODULES:
        return f"tabletop-widgets needs the classroom extra ({name} is missing): {EXTRA_HINT}"
    return None


def main(argv: list[str] | None = None) -> int:
    """Run ``tabletop_widgets.classroom.cli.main``; a missing extra is one line and exit code 2."""
    try:
        from .classroom.cli import main as classroom_main

        return classroom_main(argv)
    except ImportError as exc:
        line = missing_extra(exc)
        if line is None:
            raise
        print(line, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
