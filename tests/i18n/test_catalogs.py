"""The gettext catalogs: complete, every plural form, placeholders as in English, and in step
with the sources (every t()/nt()/gettext() string of the kit and the widgets is in them)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from tabletop_widgets.i18n import LANGUAGES, catalog_path, placeholders

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "tabletop_widgets" / "i18n"
KEYWORDS = {
    "t": None,
    "nt": (1, 2),
    "gettext": None,
    "ngettext": (1, 2),
    "say": None,
    "_": None,
    "N_": None,
}


def english_ids() -> dict[str, tuple[str, ...]]:
    """msgid -> (singular,) or (singular, plural), from the template."""
    with (I18N / "tabletop_widgets.pot").open("rb") as f:
        pot = read_po(f)
    return {
        (m.id[0] if isinstance(m.id, tuple) else m.id): (
            m.id if isinstance(m.id, tuple) else (m.id,)
        )
        for m in pot
        if m.id
    }


def read(lang: str):
    with catalog_path(lang).open("rb") as f:
        return read_po(f, locale=lang)


def source_ids() -> set[str]:
    """Every marked string of the sources, extracted as babel.cfg says (what pybabel extract does)."""
    method_map, options_map = [], {}
    section = None
    for line in (I18N / "babel.cfg").read_text().splitlines():
        m = re.match(r"^\[(\w+): (.+)\]$", line.strip())
        if m:
            section = (m.group(2), m.group(1))
            method_map.append(section)
    found = set()
    for _file, _line, message, _comments, _ctx in extract_from_dir(
        str(ROOT), method_map, options_map, keywords=KEYWORDS
    ):
        found.add(message[0] if isinstance(message, tuple) else message)
    return found


def test_the_template_holds_every_string_the_sources_mark():
    missing = source_ids() - set(english_ids())
    assert not missing, (
        "Strings marked in the sources but not in tabletop_widgets.pot (run pybabel extract, "
        f"then update the catalogs; docs/contributing.md): {sorted(missing)}"
    )


def catalog_problems(catalog, english: dict[str, tuple[str, ...]]) -> list[str]:
    """What is wrong with ``catalog`` against the English template (empty when complete)."""
    by_id = {(m.id[0] if isinstance(m.id, tuple) else m.id): m for m in catalog if m.id}
    problems = []
    for msgid, ids in english.items():
        message = by_id.get(msgid)
        if message is None:
            problems.append(f"missing: {msgid!r}")
            continue
        if message.fuzzy:
            problems.append(f"fuzzy: {msgid!r}")
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if len(ids) == 2 and len(forms) != catalog.num_plurals:
            problems.append(f"{len(forms)} plural forms, not {catalog.num_plurals}: {msgid!r}")
        if any(not f for f in forms):
            problems.append(f"untranslated (or a plural form empty): {msgid!r}")
        wanted = placeholders(ids[-1])
        for form in forms:
            if placeholders(form) != wanted:
                problems.append(
                    f"placeholders {placeholders(form)} != {wanted}: {msgid!r} -> {form!r}"
                )
    problems += [
        f"not in the template (obsolete?): {m!r}" for m in sorted(set(by_id) - set(english))
    ]
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalog_has_every_string_and_every_plural_form(lang):
    catalog = read(lang)
    assert catalog.num_plurals == get_plural(lang).num_plurals
    assert lang != "pl" or catalog.num_plurals == 3  # Polish: one, few, many
    problems = catalog_problems(catalog, english_ids())
    assert not problems, f"{lang}:\n" + "\n".join(problems)


def test_the_completeness_check_can_fail():
    """A missing string, an empty plural form and a changed placeholder are each reported."""
    text = catalog_path("pl").read_text(encoding="utf-8")
    broken = text.replace('msgstr "Rzuć kośćmi"', 'msgstr ""', 1)
    broken = broken.replace("{threshold} w górnej", "{progi} w górnej", 1)
    broken = broken.replace('msgstr[2] "Zostało {n} rzutów"', 'msgstr[2] ""', 1)
    assert broken.count("{progi}") == 1
    catalog = read_po(io.BytesIO(broken.encode()), locale="pl")
    problems = "\n".join(catalog_problems(catalog, english_ids()))
    assert "untranslated (or a plural form empty): 'Roll the dice'" in problems
    assert "untranslated (or a plural form empty): '{n} roll left'" in problems
    assert "['missing', 'points', 'progi'] != ['missing', 'points', 'threshold']" in problems
    english = {**english_ids(), "A string nobody translated": ("A string nobody translated",)}
    assert "missing: 'A string nobody translated'" in catalog_problems(read("pl"), english)


def test_the_english_catalog_says_exactly_the_msgids():
    for message in read("en"):
        if message.id:
            assert message.string == message.id, message.id


def front_end_ids() -> set[str]:
    """The msgids the front end names in a t()/nt() call."""
    import json

    files = sorted((ROOT / "tabletop_widgets" / "ui" / "js" / "kit").glob("*.js"))
    files += sorted((ROOT / "tabletop_widgets").glob("*/widget.js"))
    found = set()
    for path in files:
        for m in re.finditer(r'\bn?t\(("(?:[^"\\]|\\.)*")', path.read_text(encoding="utf-8")):
            found.add(json.loads(m.group(1)))
    return found


def test_the_compiled_front_end_catalogs_carry_the_same_strings():
    """ui/js/kit/locales/<lang>.js is compiled from the .po (scripts/build_frontend.mjs): every
    msgid the front end uses, with its translation; the engine's templates (translated in
    Python) are left out of the bundles."""
    used = front_end_ids()
    for lang in LANGUAGES:
        js = (ROOT / "tabletop_widgets" / "ui" / "js" / "kit" / "locales" / f"{lang}.js").read_text(
            encoding="utf-8"
        )
        assert js.startswith("// Generated by scripts/build_frontend.mjs")
        for message in read(lang):
            if not message.id or isinstance(message.id, tuple) or message.id not in used:
                continue
            encoded = message.string.replace("\\", "\\\\").replace('"', '\\"')
            assert f'"{encoded}"' in js, (lang, message.id)
        assert '"The defender has nothing to lay off."' not in js  # an engine text: Python's


def test_every_literal_t_call_in_the_front_end_is_in_the_template():
    """A cross-check of the extractor: Babel's JavaScript extractor skips a t() inside a template
    literal or inside another call's arguments; such a string would bypass the catalogs."""
    import json

    ids = set(english_ids())
    files = sorted((ROOT / "tabletop_widgets" / "ui" / "js" / "kit").glob("*.js"))
    files += sorted((ROOT / "tabletop_widgets").glob("*/widget.js"))
    missing = []
    calls = 0
    for path in files:
        for m in re.finditer(r'\bn?t\(("(?:[^"\\]|\\.)*")', path.read_text(encoding="utf-8")):
            calls += 1
            if json.loads(m.group(1)) not in ids:
                missing.append(f"{path.relative_to(ROOT)}: {json.loads(m.group(1))!r}")
    assert calls > 300
    assert not missing, "Not extracted (write it outside a template literal):\n" + "\n".join(
        missing
    )
