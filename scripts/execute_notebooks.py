"""Execute notebooks in place (as nbval will re-run them) and strip saved widget state.

    python scripts/execute_notebooks.py notebooks/yum_tutorial.ipynb [...]

Notebooks executed by nbconvert store every widget's state, including whole JS
bundles, in ``metadata.widgets``; that is removed so the committed notebook stays
small and strict nbval compares only real outputs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat
from nbconvert.preprocessors import ExecutePreprocessor


class CellOutputExecutor(ExecutePreprocessor):
    """Outputs of Output widgets (``ipywidgets.interact``'s plot) stay in the cell, where strict
    nbval, which knows no widgets, records them (nbclient would move them into widget state)."""

    def on_comm_open_jupyter_widget(self, msg):
        return None


def strip(nb: nbformat.NotebookNode) -> None:
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        for output in cell.get("outputs", []):
            output.get("metadata", {}).pop("execution", None)


def execute(path: Path, timeout: int = 600) -> None:
    nb = nbformat.read(path, as_version=4)
    executor = CellOutputExecutor(timeout=timeout, kernel_name="python3")
    executor.preprocess(nb, {"metadata": {"path": str(path.parent)}})
    strip(nb)
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            text = output.get("text", "") or str(output.get("data", {}).get("text/plain", ""))
            if "object at 0x" in text:
                sys.exit(
                    f"{path}: an output shows a memory address, which strict nbval cannot compare:\n{text}"
                )
    nbformat.write(nb, path)
    print(f"executed {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="+", type=Path)
    args = parser.parse_args()
    for path in args.notebooks:
        execute(path)


if __name__ == "__main__":
    main()
