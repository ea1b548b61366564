// The class pages' words in the reader's language: t(msgid), nt(singular, plural, n), numbers.
//
// The messages are compiled at build time (scripts/build_frontend.mjs) from the gettext catalogs
// tabletop_widgets/i18n/locale/<lang>/LC_MESSAGES/classroom.po into ./class_locales.js. The
// msgid is the English text; placeholders are written {name}. The page's language is the one
// the server wrote into <html lang> (the class language the teacher chose, else the browser's
// Accept-Language, else English) unless this screen chose another (kept in localStorage under
// the page's key: the room page keys it by its table, the seat this browser holds).
// "xx" is the pseudo-locale: every string wrapped and accented ("[!! Ŕöļļ !!]"). The machinery
// (pseudo-locale, placeholders, catalog look-ups) is the widgets' own: the kit's words.js, which
// the server serves beside this file as /static/words.js.
import CATALOGS from "./class_locales.js";
import { PSEUDO, lookUp, percentIn, pseudo, translators } from "./words.js";

/** The pseudo-locale's code, and a text in it. */
export { PSEUDO, pseudo };

/** The languages a reader may choose, each named in its own language. */
export const LANGUAGE_NAMES = { en: "English", tr: "Türkçe", pl: "Polski", hu: "Magyar", fr: "Français" };

const known = (lang) => lang === PSEUDO || Object.prototype.hasOwnProperty.call(CATALOGS, lang);
let current = known(document.documentElement.lang) ? document.documentElement.lang : "en";
let storageKey = null;

/** The language the page speaks now. */
export function getLang() {
  return current;
}

function locale() {
  return current === PSEUDO ? "en" : current;
}

/** `x` written the local way ("0,25" in Polish); `digits` fixes the decimals. */
export function formatNumber(x, digits) {
  if (typeof x !== "number" || !Number.isFinite(x)) return "\u2013";
  const options = { useGrouping: Math.abs(x) >= 10000 };
  if (digits === undefined) options.maximumFractionDigits = 6;
  else Object.assign(options, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return new Intl.NumberFormat(locale(), options).format(x);
}

/** A share (0.25) as a local percentage: "25%", "25 %" in French, "%25" in Turkish. */
export function formatPercent(x, digits = 0) {
  return percentIn(locale(), x, digits);
}

/** A share (0.046) as the class pages write it: "4.6 %" in English (the pages' own style),
 * else the locale's way ("4,6 %" in French and Polish, "%4,6" in Turkish). */
export function formatShare(x, digits = 1) {
  if (typeof x !== "number" || !Number.isFinite(x)) return "\u2013";
  return current === "en" || current === PSEUDO ? `${(100 * x).toFixed(digits)} %` : formatPercent(x, digits);
}

/** The words and number formats of the page, for a drawing shared with the notebook widget
 * (experiment_chart.js takes them as `options.words`). */
export function words() {
  return { t, nt, number: formatNumber, share: formatShare, text: tServer };
}

const pageWords = translators(CATALOGS, getLang, formatNumber);
/** `text` with each {name} replaced by params[name] (numbers written the local way). */
export const fill = pageWords.fill;
/** The translation of `msgid` (its English text), placeholders filled. */
export const t = pageWords.t;
/** The plural form for `n` (Polish has three forms), {n} filled. */
export const nt = pageWords.nt;

/** A seat's name as the page shows it: a bot's or a free seat's in the page's language (the
 * server's `labels`, from the engine's catalogs), a person's as they chose it. */
export function seatName(seat) {
  const labels = seat.labels || {};
  return Object.prototype.hasOwnProperty.call(labels, current) ? labels[current] : seat.name;
}

/** A message the server sent (its English text): translated when the catalog has it. */
export function tServer(message) {
  if (!message) return message;
  if (current === PSEUDO) return CATALOGS.en.messages[message] !== undefined ? pseudo(message) : message;
  return lookUp(CATALOGS[current], message);
}

// ----- the page's own (static) texts --------------------------------------------------------

const ATTRIBUTES = ["aria-label", "placeholder", "title", "alt"];
let statics = null; // [[text node, English]] and [[element, attribute, English]], found once
let pageTitle = null;

function collect(root) {
  const texts = [];
  const attrs = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, [data-i18n-skip]")) continue;
    const text = node.nodeValue.trim();
    if (/[A-Za-z]/.test(text)) texts.push([node, text]);
  }
  for (const el of root.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(","))) {
    if (el.closest("[data-i18n-skip]")) continue;
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value && /[A-Za-z]/.test(value)) attrs.push([el, name, value]);
    }
  }
  return { texts, attrs };
}

/** Translate the page's static texts (the text nodes and label attributes of the HTML the
 * server sent, found on the first call, and the title) into the current language. */
export function translatePage() {
  if (statics === null) {
    pageTitle = document.title;
    statics = collect(document.body);
  }
  if (pageTitle) document.title = t(pageTitle);
  for (const [node, english] of statics.texts) {
    const raw = node.nodeValue;
    node.nodeValue = `${raw.match(/^\s*/)[0]}${t(english)}${raw.match(/\s*$/)[0]}`;
  }
  for (const [el, name, english] of statics.attrs) el.setAttribute(name, t(english));
}

const listeners = new Set();

/** Call `callback(lang)` after every change of language (the page redraws its dynamic texts). */
export function onLanguage(callback) {
  listeners.add(callback);
}

/** Speak `lang` from now on: <html lang>, the page's static texts, then every listener. */
export function setLang(lang) {
  current = known(lang) ? lang : "en";
  document.documentElement.lang = current;
  translatePage();
  for (const callback of listeners) callback(current);
  return current;
}

/** Start the page: the choice kept under `key` (if any) beats the server's language. */
export function startLanguage(key = null) {
  storageKey = key;
  let chosen = null;
  try {
    chosen = key ? localStorage.getItem(key) : null;
  } catch {
    chosen = null;
  }
  document.documentElement.dataset.langSource = chosen && known(chosen) ? "chosen" : document.documentElement.dataset.langSource || "default";
  return setLang(chosen && known(chosen) ? chosen : current);
}

/** Keep `lang` as this screen's choice (under the key given to startLanguage) and speak it. */
export function chooseLang(lang) {
  if (storageKey) {
    try {
      localStorage.setItem(storageKey, lang);
    } catch {
      // private mode: the choice lasts as long as the page
    }
  }
  document.documentElement.dataset.langSource = "chosen";
  return setLang(lang);
}

/** A labelled <select> of the five languages (named in their own language). `onChoose(lang)`
 * is called on a choice (default: chooseLang). */
export function languageMenu({ label = "Language", testid = "lang-menu", onChoose = chooseLang, value = current } = {}) {
  const wrap = document.createElement("label");
  wrap.className = "tw-lang";
  const caption = document.createElement("span");
  caption.textContent = t(label);
  onLanguage(() => {
    caption.textContent = t(label);
    select.value = getLang();
  });
  const select = document.createElement("select");
  select.dataset.testid = testid;
  for (const [code, name] of Object.entries(LANGUAGE_NAMES)) {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = name;
    option.dataset.i18nSkip = "";
    select.append(option);
  }
  if (current === PSEUDO) {
    const option = document.createElement("option");
    option.value = PSEUDO;
    option.textContent = "[!! Þšéüðö !!]";
    option.dataset.i18nSkip = "";
    select.append(option);
  }
  select.value = value;
  select.addEventListener("change", () => onChoose(select.value));
  wrap.append(caption, " ", select);
  return wrap;
}
