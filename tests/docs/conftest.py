"""The documentation site, built once per test session (per xdist worker) for every docs test.

Tests that read the built site use the ``build`` fixture (the HTML folder and the finished
Sphinx process) and are marked ``pytest.mark.xdist_group("docs")``, so that under
``--dist loadgroup`` they share one worker and one build.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


@pytest.fixture(scope="session")
def build(tmp_path_factory):
    out = tmp_path_factory.mktemp("docs")
    cmd = [
        sys.executable, "-m", "sphinx",
        "-W", "--keep-going", "-n", "-q", "-E",
        "-b", "html", "-d", str(out / "doctrees"),
        str(DOCS), str(out / "html"),
    ]  # fmt: skip
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    return out / "html", proc
