"""An answer box in a real JupyterLab takes a decimal comma (issue 40): ``0,2491`` typed by a
pupil whose language writes one is right, and the verdict, the placeholder and the button are in
that language."""

from __future__ import annotations

import pytest

from tabletop_widgets.i18n import translator

pytestmark = [pytest.mark.jupyter, pytest.mark.xdist_group("jupyter")]

#: A one-cell notebook: the kernel speaks Polish, and an answer box whose answer is 0.2491.
CELL = """import os
os.environ["TABLETOP_WIDGETS_LANG"] = "pl"
from tabletop_widgets.lessons import AnswerBox
from tabletop_widgets.lessons.instances import Exercise
box = AnswerBox(Exercise("comma", {}, "What is the chance?", 0.2491, tolerance=0.00005))
box"""


def notebook(code: str) -> dict:
    """An nbformat-4 notebook with one code cell."""
    cell = {"cell_type": "code", "id": "box", "metadata": {}, "execution_count": None}
    kernel = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {"kernelspec": kernel},
        "cells": [{**cell, "outputs": [], "source": code}],
    }


def feedback(page) -> str:
    return page.locator(".jp-OutputArea-output .widget-html-content").last.inner_text()


def test_an_answer_box_takes_0_2491_in_polish(jupyter_page):
    lab = jupyter_page
    lab.open_notebook(notebook(CELL), "answer_comma.ipynb")
    lab.run_all()
    lab.wait_idle()
    page = lab.page
    field = page.locator(".jp-OutputArea-output .widget-text input").first
    field.wait_for(state="visible", timeout=60_000)
    pl = translator("pl")
    # the box's own words are Polish too (its language: the kernel's)
    assert field.get_attribute("placeholder") == pl.gettext("your answer, e.g. 0.25 or 1/4")
    button = page.locator(".jp-OutputArea-output .widget-button").first
    assert button.inner_text().strip() == pl.gettext("Check") == "Sprawdź"
    for typed, said in (
        ("0,3", pl.gettext("Not yet: check your working and try again.")),
        ("0,2491", pl.gettext("Right.")),
    ):
        field.fill(typed)
        page.locator(".jp-OutputArea-output .widget-button").first.click()
        page.wait_for_function(
            "(said) => [...document.querySelectorAll('.jp-OutputArea-output .widget-html-content')]"
            ".some((el) => el.textContent.includes(said))",
            arg=said,
            timeout=30_000,
        )
    assert pl.gettext("Right.") in feedback(page)
