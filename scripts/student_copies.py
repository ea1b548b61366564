"""Write the students' copies of every lesson and tutorial: the same notebooks without answers.

    python scripts/student_copies.py                 # -> notebooks/students/*.ipynb
    python scripts/student_copies.py --out DIR       # anywhere else

Answers, and the code cells that check or reveal them, are cells tagged ``answer`` (or
``solution``) in ``notebooks/*.ipynb``. nbconvert's ``TagRemovePreprocessor`` (the ecosystem's
convention) removes them; everything else, outputs included, is kept, so a student copy runs
under strict nbval exactly like the teacher's notebook. The script refuses to write a copy that
still shows an answer (a ``<details>`` "Answers" block outside a tagged cell). The lessons' shipped
results (``notebooks/data/``) are copied next to the copies, so they run from their folder.

``notebooks/students/`` is generated, not committed (git-ignored): Binder's ``postBuild`` runs this
script, so a class on Binder finds the copies there; a teacher can also hand out the folder.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

import nbformat
from nbconvert.preprocessors import TagRemovePreprocessor

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
ANSWER_TAGS = ("answer", "solution")
#: Text that reveals answers: a collapsed "Answers" block, as the lessons write them.
REVEALING = re.compile(r"<summary>\s*(<b>)?\s*Answers?\b", re.IGNORECASE)


def answer_cells(nb: nbformat.NotebookNode) -> list[int]:
    """Indexes of the cells tagged as answers."""
    return [
        i
        for i, cell in enumerate(nb.cells)
        if set(cell.get("metadata", {}).get("tags", [])) & set(ANSWER_TAGS)
    ]


def student_copy(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The notebook without its answer cells (a new object; ``nb`` is unchanged)."""
    remover = TagRemovePreprocessor(remove_cell_tags=set(ANSWER_TAGS), enabled=True)
    copy, _ = remover.preprocess(nbformat.from_dict(nb), {})
    return copy


def revealing_cells(nb: nbformat.NotebookNode) -> list[int]:
    """Untagged cells whose text shows an answer block."""
    return [i for i, cell in enumerate(nb.cells) if REVEALING.search(cell.source)]


def write_copies(out: Path, sources: list[Path] | None = None) -> list[Path]:
    """Write a student copy of each notebook into ``out``; return the paths written."""
    sources = sources if sources is not None else sorted(NOTEBOOKS.glob("*.ipynb"))
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for path in sources:
        nb = nbformat.read(path, as_version=4)
        copy = student_copy(nb)
        leaks = revealing_cells(copy)
        if leaks:
            raise SystemExit(
                f"{path.name}: cells {leaks} show an answer but are not tagged "
                f"{' or '.join(ANSWER_TAGS)}: tag them (or move the answer into a tagged cell)"
            )
        target = out / path.name
        nbformat.write(copy, target)
        written.append(target)
    data = NOTEBOOKS / "data"
    if data.is_dir() and out.resolve() != NOTEBOOKS.resolve():
        shutil.copytree(data, out / "data", dirs_exist_ok=True)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=Path, default=NOTEBOOKS / "students", help="folder for the copies"
    )
    parser.add_argument("notebooks", nargs="*", type=Path, help="default: notebooks/*.ipynb")
    args = parser.parse_args(argv)
    written = write_copies(args.out, args.notebooks or None)
    for path in written:
        print(f"wrote {path}")
    if not written:
        sys.exit("no notebooks found")


if __name__ == "__main__":
    main()
