"""The table server as a JupyterHub service: ``python -m tabletop_widgets.classroom.hub``.

The names of both sides, for the Hub's configuration and for notebooks: the service's
login and ``main`` are ``classroom.server.hub_auth``; ``service_url()`` and
``service_headers()`` (a notebook finding the service) are ``classroom.client.hub_env``.
See docs/run-a-class.md.
"""

from __future__ import annotations

import sys

from .client.hub_env import SERVICE_NAME_ENV, SERVICE_URL_ENV, service_headers, service_url
from .server.auth import Identity
from .server.hub_auth import (
    OPEN_PATHS,
    TOKEN_COOKIE,
    XSRF_COOKIE,
    XSRF_HEADER,
    HubIdentity,
    HubLogin,
    main,
    make_hub_app,
)

__all__ = [
    "OPEN_PATHS",
    "SERVICE_NAME_ENV",
    "SERVICE_URL_ENV",
    "TOKEN_COOKIE",
    "XSRF_COOKIE",
    "XSRF_HEADER",
    "HubIdentity",
    "HubLogin",
    "Identity",
    "main",
    "make_hub_app",
    "service_headers",
    "service_url",
]

if __name__ == "__main__":
    sys.exit(main())
