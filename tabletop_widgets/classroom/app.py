"""The request helpers ``teacher_chart`` still imports from here (``require_teacher``,
``read_json``): they live in ``classroom.server.http``. Delete this module once the
experiment routes live in ``classroom/server/``."""

from __future__ import annotations

from .server.http import read_json, require_teacher

__all__ = ["read_json", "require_teacher"]
