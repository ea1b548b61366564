// The kit's words in the reader's language: t(msgid), nt(singular, plural, n), numbers per locale.
//
// The messages are compiled at build time (scripts/build_frontend.mjs) from the gettext catalogs
// tabletop_widgets/i18n/locale/<lang>/LC_MESSAGES/tabletop_widgets.po into ./locales/<lang>.js:
// there is no second set of hand-kept files. The msgid is the English text; placeholders are
// written {name} and filled from `params`. The language is the widget's `lang` trait: mountGame
// calls setLang(ctx.lang) before every draw (several widgets on one page may differ).
// "xx" is the pseudo-locale: every string wrapped and accented ("[!! Ŕöļļ !!]") so that a test
// can find any text that bypasses the catalogs.
import en from "./locales/en.js";
import tr from "./locales/tr.js";
import pl from "./locales/pl.js";
import hu from "./locales/hu.js";
import fr from "./locales/fr.js";
import { PSEUDO, percentIn, pseudo, translators } from "./words.js";

export { PSEUDO, pseudo };

/** The catalogs compiled into this bundle, by language code. */
export const CATALOGS = { en, tr, pl, hu, fr };
/** Every language a widget accepts (the catalogs and the pseudo-locale). */
export const LANGUAGES = [...Object.keys(CATALOGS), PSEUDO];

let current = "en";

/** Set the language of the strings t() returns from now on ("en" for an unknown one). */
export function setLang(lang) {
  current = lang === PSEUDO || (lang && CATALOGS[lang]) ? lang : "en";
  return current;
}

/** The language t() uses now. */
export function getLang() {
  return current;
}

const words = translators(CATALOGS, getLang, formatNumber);
/** `text` with each {name} replaced by params[name] (numbers formatted for the language). */
export const fill = words.fill;
/** The translation of `msgid` (the English text) in the current language, placeholders filled. */
export const t = words.t;
/** The plural form for `n` ("{n} roll left" / "{n} rolls left"; Polish has three forms). */
export const nt = words.nt;

function locale() {
  return current === PSEUDO ? "en" : current;
}

/** `x` written the local way: "0,25" in Polish, "0.25" in English; `digits` fixes the decimals. */
export function formatNumber(x, digits) {
  if (typeof x !== "number" || !Number.isFinite(x)) return "\u2013";
  if (digits === undefined) {
    return new Intl.NumberFormat(locale(), { maximumFractionDigits: 6, useGrouping: Math.abs(x) >= 10000 }).format(x);
  }
  // Rounded as the engine's figures always were (toFixed), then written with the local comma.
  return x.toFixed(digits).replace(".", decimalSymbol());
}

/** The current language's decimal separator ("," in tr, pl, hu, fr). */
export function decimalSymbol() {
  const part = new Intl.NumberFormat(locale()).formatToParts(1.5).find((p) => p.type === "decimal");
  return part ? part.value : ".";
}

/** A share (0.25) as a percentage the local way: "25%", "25 %" in French, "%25" in Turkish. */
export function formatPercent(x, digits = 0) {
  return percentIn(locale(), x, digits);
}
