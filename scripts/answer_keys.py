"""Write the lessons' answer keys (tabletop_widgets.lessons.keys) to notebooks/data/answer_keys.json.

    python scripts/answer_keys.py            # write the file
    python scripts/answer_keys.py --check    # exit 1 if the file is not up to date

The teacher's guide (docs/teachers.md) and docs/run-a-class.md quote these figures; the tests in
tests/docs/test_answer_keys.py compare them with the file, the notebooks and the students' copies.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "notebooks" / "data" / "answer_keys.json"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the file is current")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from tabletop_widgets.lessons import keys

    text = keys.as_json(keys.answer_keys())
    if args.check:
        if not TARGET.exists() or TARGET.read_text(encoding="utf-8") != text:
            sys.exit(f"{TARGET} is out of date: run python scripts/answer_keys.py")
        print(f"{TARGET} is up to date")
        return
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
