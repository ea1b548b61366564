// A model for a game's front-end bundle outside Jupyter: anywidget's model API
// (get/set/on/off/send/save_changes) fed by the table server's snapshots.
// The server owns the table: set() only changes this page's copy, and save_changes()
// sends nothing (the widget base refuses page writes the same way).

/** The room's facts a snapshot frame adds to the seat's snapshot (classroom/protocol.py
 * ROOM_KEYS). Every other key of the frame is a widget trait, exactly as the engine's
 * Table.snapshot made it: the page shows them as they are (no mapping here). */
export const ROOM_KEYS = ["type", "room", "game", "seats", "revision", "length", "ended", "paused", "notice", "rematch"];

/** The widget traits of a frame: the frame without the room's facts. */
export function snapshotTraits(frame) {
  return Object.fromEntries(Object.entries(frame || {}).filter(([k]) => !ROOM_KEYS.includes(k)));
}

export class TableModel {
  constructor(onSend = () => {}) {
    this.values = { revision: 0, error: "" };
    this.handlers = new Map();
    this.onSend = onSend;
  }

  get(name) {
    return this.values[name];
  }

  set(name, value) {
    this.values[name] = value;
  }

  on(event, callback) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(callback);
  }

  off(event, callback) {
    if (!event) this.handlers.clear();
    else if (!callback) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(callback);
  }

  send(message) {
    this.onSend(message);
  }

  save_changes() {}

  emit(event) {
    for (const callback of [...(this.handlers.get(event) || [])]) callback();
  }

  /** Replace the traits with `values`, then bump the revision (the front end redraws on it). */
  update(values) {
    const changed = [];
    for (const [name, value] of Object.entries(values)) {
      if (JSON.stringify(this.values[name]) !== JSON.stringify(value)) changed.push(name);
      this.values[name] = value;
    }
    this.values.revision = (this.values.revision || 0) + 1;
    for (const name of changed) this.emit(`change:${name}`);
    this.emit("change:revision");
    this.emit("change");
  }
}

/** Load a game's bundle (JS module + CSS) served by the table server, once per page. */
export async function loadBundle(game) {
  const css = new URL(`../bundle/${game}/widget.css`, import.meta.url).href;
  if (!document.querySelector(`link[data-bundle="${game}"]`)) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = css;
    link.dataset.bundle = game;
    document.head.append(link);
  }
  return import(new URL(`../bundle/${game}/widget.js`, import.meta.url).href);
}

/** Show `frame`'s game in `host` with `traits` (the teacher's view, a review): when the game
 * differs from `mounted`'s ({game, cleanup}, or null), the old one is cleaned up and the game's
 * bundle is loaded and rendered; else only the model is updated. Returns what is mounted now. */
export async function showGame(mounted, frame, traits, model, host) {
  if (mounted && mounted.game === frame.game) {
    model.update(traits);
    return mounted;
  }
  if (mounted && typeof mounted.cleanup === "function") mounted.cleanup();
  const bundle = await loadBundle(frame.game);
  model.update(traits);
  host.replaceChildren();
  return { game: frame.game, cleanup: bundle.default.render({ model, el: host }) };
}

export function apiUrl(path) {
  return new URL(`../api/${path}`, import.meta.url).href;
}

// Under JupyterHub the service's pages echo its XSRF cookie on every API call
// (tabletop_widgets/classroom/hub.py); elsewhere there is no such cookie and nothing is added.
export function apiHeaders(headers = {}) {
  const found = document.cookie.match(/(?:^|;\s*)tabletop-xsrf=([^;]+)/);
  return found ? { ...headers, "X-Tabletop-XSRF": decodeURIComponent(found[1]) } : headers;
}

/** Call the server's API at `path` (under /api/) with a JSON body and return its answer; a
 * refusal throws an Error with the server's reason, passed through `translate` (a page's tServer). */
export async function callApi(path, options = {}, translate = (text) => text) {
  const response = await fetch(apiUrl(path), {
    ...options,
    headers: apiHeaders({ "Content-Type": "application/json" }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(translate(answer.error) || response.statusText);
  return answer;
}

/** The answer of `call()` (a page's API call), or null when it fails: its reason then goes to
 * `say` (the page's status line) instead of stopping the page. */
export async function answerOrSay(call, say) {
  try {
    return await call();
  } catch (err) {
    say(err.message);
    return null;
  }
}

/** An element `tag` with `attrs` (an `on...` function listens to that event; an attribute that is
 * undefined, null or false is left out) and `children`. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

export function wsUrl(path) {
  const url = new URL(`../ws/${path}`, import.meta.url);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

/** The seats this browser keeps at other tables than `room` (their tokens, stored by the join
 * and room pages under tw-seat-CODE): a join names them so that the student leaves them. */
export function seatsKept(room) {
  const out = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const name = localStorage.key(i);
    if (!name || !name.startsWith("tw-seat-") || name === `tw-seat-${room}`) continue;
    const token = localStorage.getItem(name);
    if (token) out.push({ room: name.slice("tw-seat-".length), token });
  }
  return out.slice(0, 20);
}

/** Forget the seats this browser kept at other tables than `room` (it left them). */
export function forgetSeatsKept(room) {
  for (const { room: other } of seatsKept(room)) localStorage.removeItem(`tw-seat-${other}`);
}
