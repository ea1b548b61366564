"""Measure the tap targets of a rendered front end (shared by the phone tests).

A control is any element a player can press or focus inside the widget: ``button``, ``select``,
``input`` (not hidden), ``textarea``, ``a[href]``, ``summary``, an element with an interactive
ARIA role (button, checkbox, radio, tab, switch, option, menuitem, link) or with ``tabindex`` /
``data-roving`` (the kit's roving cards and dice). It counts when it is visible: it has a box,
``visibility`` is not hidden, it is not inside a closed ``<details>`` nor in the kit's
screen-reader-only text. Its size is ``getBoundingClientRect()``; for a control partly covered by
a later sibling (a fanned hand of cards), the part that can still be pressed is measured
(its width up to the left edge of the next control in the same row); a checkbox or radio inside
its ``label`` is measured as the label, which toggles it.
"""

from __future__ import annotations

from typing import Any

MIN_TAP = 44

CONTROLS_JS = """
(sel) => {
  const root = document.querySelector(sel);
  const query = 'button, select, input:not([type=hidden]), textarea, a[href], summary, '
    + '[role=button], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=option], '
    + '[role=menuitem], [role=link], [tabindex], [data-roving]';
  const nodes = Array.from(root.querySelectorAll(query));
  const visible = (el) => {
    if (el.closest('.tw-sr-only')) return false;
    const details = el.closest('details:not([open])');
    if (details && !(el.tagName === 'SUMMARY' && el.parentElement === details)) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  // scrollable regions focused for keyboard scrolling (the log) are not tap targets
  const isScrollRegion = (el) => el.matches('[tabindex]') && !el.matches(query.replace(', [tabindex]', ''))
    && (el.scrollHeight > el.clientHeight || el.getAttribute('role') === 'log' || el.tagName === 'OL' || el.tagName === 'UL');
  const shown = nodes.filter((el) => visible(el) && !isScrollRegion(el));
  // nested controls (a button inside a [data-roving] wrapper) are measured once, outermost
  const outer = shown.filter((el) => !shown.some((o) => o !== el && o.contains(el)));
  return outer.map((el) => {
    // a checkbox or radio inside its label: the label is the target (it toggles the input)
    const label = el.matches('input[type=checkbox], input[type=radio]') ? el.closest('label') : null;
    const r = (label || el).getBoundingClientRect();
    let width = r.width;
    const next = el.nextElementSibling;
    if (next && outer.includes(next)) {
      const n = next.getBoundingClientRect();
      const sameRow = Math.abs(n.top - r.top) < r.height / 2;
      if (sameRow && n.left > r.left && n.left < r.right) width = n.left - r.left;
    }
    const name = el.getAttribute('data-testid') || el.getAttribute('aria-label') || (el.textContent || '').trim().slice(0, 30) || el.tagName;
    return { name, tag: el.tagName.toLowerCase(), width: Math.round(width * 10) / 10,
             height: Math.round(r.height * 10) / 10, top: Math.round(r.top), bottom: Math.round(r.bottom) };
  });
}
"""


def controls(page: Any, root: str = "#widget") -> list[dict[str, Any]]:
    """Every visible control under ``root`` with its pressable box (``name, width, height``)."""
    return page.evaluate(CONTROLS_JS, root)


def too_small(page: Any, root: str = "#widget", minimum: float = MIN_TAP) -> list[dict[str, Any]]:
    """The visible controls smaller than ``minimum`` × ``minimum`` CSS pixels."""
    return [
        c for c in controls(page, root) if c["width"] < minimum - 0.5 or c["height"] < minimum - 0.5
    ]


def smallest(page: Any, root: str = "#widget") -> dict[str, Any] | None:
    """The control with the smallest shorter side (for reports)."""
    found = controls(page, root)
    return min(found, key=lambda c: min(c["width"], c["height"])) if found else None
