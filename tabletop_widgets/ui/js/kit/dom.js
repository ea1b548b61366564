// Small DOM helpers shared by every game's front end.

const SVG_NS = "http://www.w3.org/2000/svg";

function setAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class" || key === "className") {
      const names = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
      if (names) el.setAttribute("class", names);
    } else if (key === "style" && typeof value === "object") {
      for (const [prop, v] of Object.entries(value)) {
        if (v === undefined || v === null) continue;
        if (prop.startsWith("--")) el.style.setProperty(prop, String(v));
        else el.style[prop] = v;
      }
    } else if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) if (v !== undefined && v !== null) el.dataset[k] = String(v);
    } else if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === "testid") {
      el.setAttribute("data-testid", String(value));
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false || child === true) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/**
 * Create an HTML element.
 *   h("button", {class: "tw-btn", onClick: fn, "aria-label": "Roll", testid: "roll"}, "Roll")
 * attrs: class (string or array, falsy entries dropped), style (object; --custom props ok),
 * dataset (object), on<Event> (listener), testid (-> data-testid), true -> empty attribute,
 * false/null/undefined -> omitted. Children: nodes, strings, numbers, nested arrays; null/false skipped.
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/** Same as h() for SVG elements (namespace handled). */
export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/** Remove all children of el (and return it). */
export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

/** Visually hidden text, still read by screen readers. */
export function srOnly(text) {
  return h("span", { class: "tw-sr-only" }, text);
}

/** "1 roll" / "2 rolls". */
export function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}

/** "a apple" never: the indefinite article and the word ("an apple", "a pear"). */
export function withArticle(word) {
  const w = String(word);
  return `${/^[aeiou]/i.test(w) ? "an" : "a"} ${w}`;
}

/** A seat's name with the verb agreeing: ("You", "is") -> "You are", ("Ada", "is") -> "Ada is". */
export function subjectVerb(name, verb) {
  const you = name === "You";
  const forms = { is: "are", has: "have", was: "were" };
  if (you && verb in forms) return `You ${forms[verb]}`;
  if (you && verb.endsWith("s")) return `You ${verb.slice(0, -1)}`;
  return `${name} ${verb}`;
}
