// The language machinery every page shares: the pseudo-locale, {name} placeholders, the look-up
// of a message (and its plural form) in a compiled catalog, and t / nt / fill built on them. It
// imports nothing: the kit's i18n.js (bundled into each game's widget) and the class pages'
// classroom/static/i18n.js (which loads it from the server as /static/words.js) both build on
// it, each with its own catalogs, language and number format.

/** The pseudo-locale's code: every string wrapped and accented ("[!! Ŕöļļ !!]"). */
export const PSEUDO = "xx";

const ACCENTS = {
  a: "á", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "í", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ö", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "ü", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Á", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Í", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ö", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Ü", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};

/** The pseudo-locale's form of `text`: "[!! Ŕöļļ !!]" (placeholders {like_this} kept as they are). */
export function pseudo(text) {
  const parts = String(text).split(/(\{\w+\})/);
  const accented = parts.map((p, i) => (i % 2 ? p : p.replace(/[A-Za-z]/g, (c) => ACCENTS[c] || c))).join("");
  return `[!! ${accented} !!]`;
}

/** `text` with each {name} replaced by params[name]; a number is written by `number(x)`. */
export function fillWith(text, params, number) {
  return String(text).replace(/\{(\w+)\}/g, (whole, name) => {
    if (!params || !(name in params)) return whole;
    const value = params[name];
    return typeof value === "number" ? number(value) : String(value);
  });
}

/** The text of `msgid` (its English text) in `catalog` ({messages}), the English when the
 * catalog lacks it; `catalog` null: the pseudo-locale's form. Placeholders are left unfilled. */
export function lookUp(catalog, msgid) {
  if (!catalog) return pseudo(msgid);
  const found = catalog.messages[msgid];
  return typeof found === "string" && found ? found : msgid;
}

/** The plural form for `n` in `catalog` ({messages, plural(n) -> form index}; Polish has three
 * forms), the English form when the catalog lacks it; `catalog` null: the pseudo-locale's. */
export function lookUpPlural(catalog, singular, plural, n) {
  if (!catalog) return pseudo(n === 1 ? singular : plural);
  const forms = catalog.messages[singular];
  if (Array.isArray(forms)) {
    const form = forms[catalog.plural(Math.abs(Number(n)))];
    if (form) return form;
  }
  return n === 1 ? singular : plural;
}

/** t, nt and fill for a page or a widget that speaks `lang()` now: the messages of
 * `catalogs[lang()]` (the pseudo-locale's forms for PSEUDO), placeholders filled, each number
 * written by `number(x)`. */
export function translators(catalogs, lang, number) {
  const catalog = () => (lang() === PSEUDO ? null : catalogs[lang()]);
  const fill = (text, params = {}) => fillWith(text, params, number);
  return {
    fill,
    t: (msgid, params) => fill(lookUp(catalog(), msgid), params),
    nt: (singular, plural, n, params = {}) => fill(lookUpPlural(catalog(), singular, plural, n), { n, ...params }),
  };
}

/** A share (0.25) as a percentage the way of `locale`: "25%", "25 %" in French, "%25" in Turkish. */
export function percentIn(locale, x, digits = 0) {
  if (typeof x !== "number" || !Number.isFinite(x)) return "\u2013";
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}
