#!/usr/bin/env node
// Build every game's front end with esbuild.
//
//   node scripts/build_frontend.mjs           build tabletop_widgets/<game>/static/widget.{js,css}
//   node scripts/build_frontend.mjs --check   build into a temp dir and compare byte for byte
//                                             with the committed bundles (exit 1 when stale)
//
// Entries: every tabletop_widgets/<game>/widget.js (and widget.css beside it). anywidget loads
// `_esm` from a Blob URL, so relative imports of the shared kit (../ui/js/kit/*.js) cannot
// resolve at run time: each game is bundled into one self-contained ES module.
//
// First the gettext catalogs (tabletop_widgets/i18n/locale/<lang>/LC_MESSAGES/tabletop_widgets.po,
// the single source of every string) are compiled into tabletop_widgets/ui/js/kit/locales/<lang>.js,
// which the kit's i18n.js imports: {lang, plural(n) -> form index (the catalog's Plural-Forms),
// messages: {msgid: text | [forms]}}. Untranslated and fuzzy entries are left out (t() falls back
// to the English msgid). --check compares these files too.
import { build } from "esbuild";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PKG = join(ROOT, "tabletop_widgets");
const check = process.argv.includes("--check");
const LOCALE_DIR = join(PKG, "i18n", "locale");
const LOCALES_OUT = join(PKG, "ui", "js", "kit", "locales");

// ----- gettext catalogs -> ES modules -------------------------------------------------------

/** The entries of a .po file: [{msgid, msgid_plural, msgstr: [..], fuzzy}]. */
export function parsePo(text) {
  const entries = [];
  let entry = null;
  let field = null;
  const flush = () => {
    if (entry && entry.msgid !== undefined) entries.push(entry);
    entry = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    if (line.startsWith("#")) {
      if (line.startsWith("#~")) continue; // obsolete
      if (entry && entry.msgid !== undefined) flush();
      entry = entry || { msgstr: [], fuzzy: false };
      if (line.startsWith("#,") && line.includes("fuzzy")) entry.fuzzy = true;
      continue;
    }
    const m = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/);
    entry = entry || { msgstr: [], fuzzy: false };
    if (m) {
      const value = JSON.parse(m[3]);
      if (m[1] === "msgid" && entry.msgid !== undefined) {
        flush();
        entry = { msgstr: [], fuzzy: false };
      }
      if (m[1].startsWith("msgstr")) {
        field = ["msgstr", m[2] === undefined ? 0 : Number(m[2])];
        entry.msgstr[field[1]] = value;
      } else {
        field = [m[1]];
        entry[m[1]] = value;
      }
    } else if (line.startsWith('"') && field) {
      const value = JSON.parse(line);
      if (field[0] === "msgstr") entry.msgstr[field[1]] += value;
      else entry[field[0]] += value;
    } else {
      throw new Error(`Unreadable catalog line: ${raw}`);
    }
  }
  flush();
  return entries;
}

/** Every double-quoted string literal of the front end's sources (the kit and the games'
 * widget.js): a catalog entry no source names (an engine text, translated in Python) is left
 * out of the bundles. */
function kitFiles() {
  return readdirSync(join(PKG, "ui", "js", "kit")).filter((f) => f.endsWith(".js")).map((f) => join(PKG, "ui", "js", "kit", f));
}

function frontEndLiterals(files = [...kitFiles(), ...entries().filter((e) => e.kind === "js").map((e) => e.src)]) {
  const found = new Set();
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").matchAll(/"(?:[^"\\\n]|\\.)*"/g)) {
      try {
        found.add(JSON.parse(m[0]));
      } catch {
        // not a JSON-compatible literal: no msgid is written that way
      }
    }
  }
  return found;
}

/** The ES module text of one compiled catalog (only the msgids the front end uses). */
export function compileCatalog(lang, text, used = null) {
  const entries = parsePo(text);
  const header = entries.find((e) => e.msgid === "");
  const forms = header && (header.msgstr[0] || "").match(/Plural-Forms:\s*nplurals=(\d+);\s*plural=([^;\n]+);?/);
  if (!forms) throw new Error(`${lang}: the catalog has no Plural-Forms header`);
  const expr = forms[2].trim();
  if (!/^[n0-9=!<>&|?:%() ]+$/.test(expr)) throw new Error(`${lang}: unexpected plural expression ${expr}`);
  const messages = {};
  for (const e of entries) {
    if (!e.msgid || e.fuzzy || e.msgctxt !== undefined) continue;
    if (used && !used.has(e.msgid)) continue;
    if (e.msgid_plural !== undefined) {
      if (e.msgstr.length && e.msgstr.every((s) => s)) messages[e.msgid] = e.msgstr;
    } else if (e.msgstr[0]) {
      messages[e.msgid] = e.msgstr[0];
    }
  }
  const sorted = Object.fromEntries(Object.keys(messages).sort().map((k) => [k, messages[k]]));
  return (
    `// Generated by scripts/build_frontend.mjs from tabletop_widgets/i18n/locale/${lang}/LC_MESSAGES/tabletop_widgets.po: do not edit.\n` +
    `export default {\n  lang: ${JSON.stringify(lang)},\n  nplurals: ${Number(forms[1])},\n` +
    `  plural: (n) => Number(${expr}),\n  messages: ${JSON.stringify(sorted, null, 2).replace(/\n/g, "\n  ")},\n};\n`
  );
}

/** [{lang, target, text}] for every catalog. */
function compiledLocales() {
  if (!existsSync(LOCALE_DIR)) return [];
  const used = frontEndLiterals();
  return readdirSync(LOCALE_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(LOCALE_DIR, d.name, "LC_MESSAGES", "tabletop_widgets.po")))
    .map((d) => d.name)
    .sort()
    .map((lang) => ({
      lang,
      target: join(LOCALES_OUT, `${lang}.js`),
      text: compileCatalog(lang, readFileSync(join(LOCALE_DIR, lang, "LC_MESSAGES", "tabletop_widgets.po"), "utf8"), used),
    }));
}

// The class pages' domain (classroom.po beside each tabletop_widgets.po) -> one module,
// tabletop_widgets/classroom/static/class_locales.js: {<lang>: {lang, nplurals, plural, messages}}.
const CLASS_LOCALES_OUT = join(PKG, "classroom", "static", "class_locales.js");

/** [{lang, target, text}] for the classroom domain (one file holding every language). */
function compiledClassLocales() {
  if (!existsSync(LOCALE_DIR)) return [];
  const langs = readdirSync(LOCALE_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(LOCALE_DIR, d.name, "LC_MESSAGES", "classroom.po")))
    .map((d) => d.name)
    .sort();
  if (!langs.length) return [];
  const parts = langs.map((lang) => {
    const one = compileCatalog(lang, readFileSync(join(LOCALE_DIR, lang, "LC_MESSAGES", "classroom.po"), "utf8"));
    const body = one.slice(one.indexOf("export default ") + "export default ".length).replace(/;\n$/, "");
    return `  ${JSON.stringify(lang)}: ${body.replace(/\n/g, "\n  ")},`;
  });
  const text =
    "// Generated by scripts/build_frontend.mjs from tabletop_widgets/i18n/locale/<lang>/LC_MESSAGES/classroom.po: do not edit.\n" +
    `export default {\n${parts.join("\n")}\n};\n`;
  return [{ lang: "classroom", target: CLASS_LOCALES_OUT, text }];
}

function entries() {
  const games = readdirSync(PKG, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(PKG, d.name, "widget.js")))
    .map((d) => d.name)
    .sort();
  const out = [];
  for (const game of games) {
    out.push({ game, kind: "js", src: join(PKG, game, "widget.js") });
    if (existsSync(join(PKG, game, "widget.css"))) {
      out.push({ game, kind: "css", src: join(PKG, game, "widget.css") });
    }
  }
  return out;
}

// Same options for every bundle; no sourcemaps, no minify, no timestamps: deterministic.
const common = {
  bundle: true,
  write: false,
  minify: false,
  sourcemap: false,
  target: "es2020",
  legalComments: "none",
  charset: "utf8",
  logLevel: "silent",
  absWorkingDir: ROOT,
};

// Each game's bundle gets the catalogs cut to the msgids the kit and that game's widget.js name
// (the kit's `import en from "./locales/en.js"` resolves to this cut, not to the file on disk,
// which holds every front-end msgid for the kit's own tests).
function localesPlugin(src) {
  const used = frontEndLiterals([...kitFiles(), src]);
  return {
    name: "tw-locales",
    setup(b) {
      b.onResolve({ filter: /\/locales\/[a-z]+\.js$/ }, (args) => ({ path: basename(args.path, ".js"), namespace: "tw-locale" }));
      b.onLoad({ filter: /.*/, namespace: "tw-locale" }, (args) => ({
        contents: compileCatalog(args.path, readFileSync(join(LOCALE_DIR, args.path, "LC_MESSAGES", "tabletop_widgets.po"), "utf8"), used),
        loader: "js",
      }));
    },
  };
}

async function buildOne({ game, kind, src }) {
  const options = { ...common, entryPoints: [src], outfile: join(PKG, game, "static", `widget.${kind}`) };
  if (kind === "js") Object.assign(options, { format: "esm", platform: "browser", plugins: [localesPlugin(src)] });
  if (kind === "css") Object.assign(options, { loader: { ".css": "css" } });
  const result = await build(options);
  const file = result.outputFiles.find((f) => f.path.endsWith(`.${kind}`));
  return { game, kind, target: join(PKG, game, "static", `widget.${kind}`), bytes: Buffer.from(file.contents) };
}

async function main() {
  const locales = [...compiledLocales(), ...compiledClassLocales()];
  const staleLocales = [];
  for (const l of locales) {
    if (!check) {
      mkdirSync(dirname(l.target), { recursive: true });
      writeFileSync(l.target, l.text);
      console.log(`compiled ${relative(ROOT, l.target)}`);
    } else if (!existsSync(l.target) || readFileSync(l.target, "utf8") !== l.text) {
      staleLocales.push(`${relative(ROOT, l.target)} (differs from its catalog)`);
    }
  }
  const list = entries();
  if (!list.length) {
    console.error("No tabletop_widgets/<game>/widget.js entry found.");
    process.exit(1);
  }
  let built;
  try {
    built = await Promise.all(list.map(buildOne));
  } catch (err) {
    console.error(String(err && err.message ? err.message : err));
    process.exit(1);
  }
  if (!check) {
    for (const b of built) {
      mkdirSync(dirname(b.target), { recursive: true });
      writeFileSync(b.target, b.bytes);
      console.log(`built ${relative(ROOT, b.target)} (${b.bytes.length} bytes)`);
    }
    return;
  }
  // --check: write the fresh bundles to a temp dir (useful to diff) and compare.
  const tmp = mkdtempSync(join(tmpdir(), "tabletop-bundles-"));
  const stale = [...staleLocales];
  for (const b of built) {
    const fresh = join(tmp, b.game, `widget.${b.kind}`);
    mkdirSync(dirname(fresh), { recursive: true });
    writeFileSync(fresh, b.bytes);
    const committed = existsSync(b.target) ? readFileSync(b.target) : null;
    if (!committed) stale.push(`${relative(ROOT, b.target)} (missing)`);
    else if (!committed.equals(b.bytes)) stale.push(`${relative(ROOT, b.target)} (differs from its sources)`);
  }
  rmSync(tmp, { recursive: true, force: true });
  if (stale.length) {
    console.error(`Stale front-end bundles (${stale.length}):`);
    for (const s of stale) console.error(`  - ${s}`);
    console.error("Run `npm run build` and commit the bundles under tabletop_widgets/<game>/static/.");
    process.exit(1);
  }
  console.log(`All ${built.length} bundles are up to date.`);
}

main();
