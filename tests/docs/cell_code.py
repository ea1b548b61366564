"""A notebook code cell's Python, for the docs tests that read cells with ``ast``."""

from __future__ import annotations

import ast


def parse_cell(source: str) -> ast.Module:
    """The cell's syntax tree, IPython syntax aside (``%`` magics and ``!`` shell lines)."""
    lines = [ln for ln in source.splitlines() if not ln.lstrip().startswith(("%", "!"))]
    return ast.parse("\n".join(lines))
