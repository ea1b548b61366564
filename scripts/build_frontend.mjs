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
import { build } from "esbuild";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PKG = join(ROOT, "tabletop_widgets");
const check = process.argv.includes("--check");

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

async function buildOne({ game, kind, src }) {
  const options = { ...common, entryPoints: [src], outfile: join(PKG, game, "static", `widget.${kind}`) };
  if (kind === "js") Object.assign(options, { format: "esm", platform: "browser" });
  if (kind === "css") Object.assign(options, { loader: { ".css": "css" } });
  const result = await build(options);
  const file = result.outputFiles.find((f) => f.path.endsWith(`.${kind}`));
  return { game, kind, target: join(PKG, game, "static", `widget.${kind}`), bytes: Buffer.from(file.contents) };
}

async function main() {
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
  const stale = [];
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
