"""A notebook inside JupyterHub: where the table service is, and the header naming its user.

``service_url()`` finds the service (``TABLETOP_SERVICE_URL``, else the Hub's API);
``service_headers(url)`` adds the kernel's Hub token to requests for the service's own URL,
so the classroom client signs a student in by itself (see docs/run-a-class.md).
"""

from __future__ import annotations

import json
import os
import urllib.parse
import urllib.request

from ..protocol import DEFAULT_SERVICE, SERVICE_NAME_ENV, SERVICE_URL_ENV

__all__ = ["SERVICE_NAME_ENV", "SERVICE_URL_ENV", "service_headers", "service_url"]


def service_url(name: str | None = None) -> str | None:
    """The table service's URL for code running in a Hub user's kernel (None outside a Hub).

    ``TABLETOP_SERVICE_URL`` when the Hub sets it; otherwise the Hub's API is asked for the
    service ``name`` (default ``TABLETOP_SERVICE_NAME`` or ``"tabletop"``) with the kernel's
    token, and its internal URL plus prefix is returned.
    """
    given = os.environ.get(SERVICE_URL_ENV)
    if given:
        return given.rstrip("/")
    api, token = os.environ.get("JUPYTERHUB_API_URL"), os.environ.get("JUPYTERHUB_API_TOKEN")
    if not (api and token):
        return None
    name = name or os.environ.get(SERVICE_NAME_ENV) or DEFAULT_SERVICE
    req = urllib.request.Request(
        f"{api.rstrip('/')}/services/{urllib.parse.quote(name)}",
        headers={"Authorization": f"token {token}"},
    )
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            model = json.loads(response.read())
    except OSError:
        return None
    if not model.get("url"):
        return None
    return model["url"].rstrip("/") + "/" + model.get("prefix", f"/services/{name}/").strip("/")


def service_headers(url: str) -> dict[str, str]:
    """The header that identifies this kernel's Hub user to the table service at ``url``.

    Only for the service's own URL (the token never goes anywhere else).
    """
    token = os.environ.get("JUPYTERHUB_API_TOKEN")
    service = os.environ.get(SERVICE_URL_ENV)
    if not token or not service:
        return {}
    if url.rstrip("/") == service.rstrip("/") or url.startswith(service.rstrip("/") + "/"):
        return {"Authorization": f"token {token}"}
    return {}
