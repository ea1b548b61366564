"""Write the students' copies of every lesson and tutorial: the same notebooks without answers.

    python scripts/student_copies.py                 # -> notebooks/students/*.ipynb
    python scripts/student_copies.py --out DIR       # anywhere else

Answers, and the code cells that check or reveal them, are cells tagged ``answer`` (or
``solution``) in ``notebooks/*.ipynb``. nbconvert's ``TagRemovePreprocessor`` (the ecosystem's
convention) removes them. A cell tagged ``answer-output`` stays but loses its outputs (its
saved output states an answer, e.g. a slider's default position); the copy tags it
``nbval-ignore-output`` so strict nbval runs it without comparing. Everything else, outputs
included, is kept, so a student copy runs under strict nbval like the teacher's notebook.

The script refuses to write a copy that still shows an answer: a ``<details>`` "Answers" block
outside a tagged cell, any of the lesson's answer keys' revealing strings in a cell's text or
outputs, or the answer of any version of the lesson's per-student exercise, written as its
question asks for it. Both come from the game's own lesson (``<game>/lesson.py``), found through
the registry (``tabletop_widgets.lessons.lesson.lessons_by_game``), so a new game's lesson is
checked with nothing here edited. The lessons' shipped results (``notebooks/data/``, without the
answer keys) are copied next to the copies, so they run from their folder.

``notebooks/students/`` is generated, not committed (git-ignored): Binder's ``postBuild`` runs this
script, so a class on Binder finds the copies there; a teacher can also hand out the folder.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from fractions import Fraction
from functools import cache
from math import log10
from pathlib import Path

import nbformat
from nbconvert.preprocessors import TagRemovePreprocessor

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
ANSWER_TAGS = ("answer", "solution")
#: Cells that stay in the copy without their outputs.
OUTPUT_TAGS = ("answer-output",)
KEYS = NOTEBOOKS / "data" / "answer_keys.json"
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
    for cell in copy.cells:
        tags = cell.get("metadata", {}).get("tags", [])
        if set(tags) & set(OUTPUT_TAGS) and cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
            cell.metadata["tags"] = [t for t in tags if t not in OUTPUT_TAGS] + [
                "nbval-ignore-output"
            ]
    return copy


def cell_text(cell: nbformat.NotebookNode) -> str:
    """A cell's source and the text of its outputs (streams, text and HTML data, errors)."""
    parts = [cell.source]
    for out in cell.get("outputs", []):
        parts.append(str(out.get("text", "")))
        for mime, data in out.get("data", {}).items():
            if mime.startswith("text/") or mime.endswith("json"):
                parts.append(data if isinstance(data, str) else json.dumps(data))
        parts += [str(out.get("evalue", ""))]
    return "\n".join(parts)


@cache
def _computed_reveals(lesson: str) -> tuple[str, ...]:
    """The revealing strings of the keys the game's lesson declares (computed once)."""
    sys.path.insert(0, str(ROOT))
    from tabletop_widgets.lessons.keys import keys_of

    return tuple(sorted({s for key in keys_of(lesson) for s in key.reveals}))


def revealing_strings(lesson: str, keys: Path | None = None) -> list[str]:
    """The answer keys' strings that must not appear in ``lesson``'s student copy: from the
    game's lesson through the registry, or (``keys``) from a keys file like
    ``notebooks/data/answer_keys.json``."""
    if keys is None:
        return list(_computed_reveals(lesson))
    if not keys.exists():
        return []
    rows = json.loads(keys.read_text(encoding="utf-8"))["keys"]
    return sorted({s for row in rows if row["lesson"] == lesson for s in row["reveals"]})


def leaked_keys(
    nb: nbformat.NotebookNode, lesson: str, keys: Path | None = None
) -> list[tuple[int, str]]:
    """(cell index, string) for every answer key's revealing string the notebook shows."""
    secrets = revealing_strings(lesson, keys)
    found = []
    for i, cell in enumerate(nb.cells):
        text = cell_text(cell)
        found += [(i, s) for s in secrets if s in text]
    return found


def exercise_lessons() -> dict[str, str]:
    """Each per-student exercise and the lesson (game) whose folder declares it."""
    sys.path.insert(0, str(ROOT))
    from tabletop_widgets.lessons.instances import exercise_lessons as declared

    return declared()


def answer_texts(exercise) -> set[str]:
    """How an exercise's answer would be printed in the form its question asks: the exact
    fraction, the decimal to the places the box's tolerance stands for, the percentage when the
    question allows one, or (an integer) its digits."""
    answer = exercise.answer
    if isinstance(answer, int):
        return {str(answer), f"{answer:,}"}
    value = float(answer)
    places = round(-log10(2 * exercise.tolerance))
    texts = {f"{value:.{places}f}"}
    if "percentage" in exercise.question:
        texts |= {f"{value:.{places - 2}%}", f"{100 * value:.{places - 2}f} %"}
    if isinstance(answer, Fraction):
        texts.add(str(answer))
    return texts


def shown(texts: set[str], text: str) -> list[str]:
    """The texts that occur in ``text`` as whole numbers (not inside a longer number, and a
    decimal not followed by a % sign, which makes it another number)."""
    return sorted(
        t
        for t in texts
        if re.search(rf"(?<![\d.,/]){re.escape(t)}(?![\d/]|[.,]\d)(?!\s?%)", text)
        or (t.endswith("%") and re.search(rf"(?<![\d.,/]){re.escape(t)}", text))
    )


def version_leaks(nb: nbformat.NotebookNode, lesson: str) -> dict[str, list[str]]:
    """{version: answers shown} for every version of the lesson's exercise that ``nb`` prints."""
    sys.path.insert(0, str(ROOT))
    from tabletop_widgets.lessons import instance
    from tabletop_widgets.lessons.instances import versions

    text = "\n".join(cell_text(c) for c in nb.cells)
    leaks = {}
    for exercise_id, home in exercise_lessons().items():
        if home != lesson:
            continue
        every = versions(exercise_id)
        for seat, params in enumerate(every, start=len(every)):  # seat % len == index
            found = shown(answer_texts(instance(exercise_id, seat=seat)), text)
            if found:
                leaks[str(params)] = found
    return leaks


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
        if path.stem.endswith("_lesson"):
            lesson = path.stem.removesuffix("_lesson")
            keys = leaked_keys(copy, lesson)
            if keys:
                raise SystemExit(
                    f"{path.name}: the student copy would show answers {keys}: tag those cells "
                    f"answer (removed) or answer-output (outputs cleared)"
                )
            versions = version_leaks(copy, lesson)
            if versions:
                raise SystemExit(
                    f"{path.name}: the student copy prints the answers of exercise versions "
                    f"{versions}: tag those cells, or leave those versions out"
                )
        target = out / path.name
        nbformat.write(copy, target)
        written.append(target)
    data = NOTEBOOKS / "data"
    if data.is_dir() and out.resolve() != NOTEBOOKS.resolve():
        shutil.copytree(
            data, out / "data", dirs_exist_ok=True, ignore=shutil.ignore_patterns(KEYS.name)
        )
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
