"""Notebook code cells for the docs tests: their sources, and their Python read with ``ast``."""

from __future__ import annotations

import ast
import json
from pathlib import Path


def parse_cell(source: str) -> ast.Module:
    """The cell's syntax tree, IPython syntax aside (``%`` magics and ``!`` shell lines)."""
    lines = [ln for ln in source.splitlines() if not ln.lstrip().startswith(("%", "!"))]
    return ast.parse("\n".join(lines))


def code_sources(path: Path) -> list[str]:
    """The sources of the notebook's code cells, in order."""
    return [
        "".join(cell["source"])
        for cell in json.loads(path.read_text())["cells"]
        if cell["cell_type"] == "code"
    ]
