import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// npm test (after the web build): the JavaScript a first visit downloads, gzipped, read from the builds' manifests.
// A public page loads the public entry's chunks, its own page chunk and its language's texts; the signed-in app its
// entry's chunks and its shell's texts. The public site is a build of its own (apps/web/vite.config.ts), with its own manifest.

/** Issue #21's goals are 120 KB for a public page and 350 KB for the app. Until the build meets them, these are today's
 * sizes, so that no change makes a page heavier unnoticed; lower them as the bundles shrink. */
const BUDGET_KB = { publicPage: 205, app: 350 };

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const dist = path.resolve(process.argv[2] ?? "apps/web/dist");
const manifestOf = (name: string) => JSON.parse(readFileSync(path.join(dist, ".vite", name), "utf8")) as Manifest;

/** A chunk's file and those of every chunk it imports statically (what the browser fetches before running it). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const gzippedKb = (manifest: Manifest, keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => manifest[key]!.file))].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  ) / 1024;

const site = manifestOf("public-manifest.json");
const publicEntry = closure(site, "public.html");
const loadedLater = [...publicEntry].flatMap((key) => site[key]!.dynamicImports ?? []);
// The texts of the page's language (packages/i18n/src/web-texts.ts): the heavier language counts.
const isTexts = (key: string) => /\/locales\/[a-z]+\/web\.ts$/.test(key);
const texts = Math.max(...loadedLater.filter(isTexts).map((key) => gzippedKb(site, closure(site, key))));
const perPage = loadedLater
  .filter((key) => !isTexts(key))
  .map((page) => ({ page: site[page]!.file, kb: gzippedKb(site, [...publicEntry, ...closure(site, page)]) + texts }));
const heaviest = perPage.reduce((max, each) => (each.kb > max.kb ? each : max));

const appManifest = manifestOf("manifest.json");
const appEntry = closure(appManifest, "index.html");
// The app renders once the shell's texts of its user's language are here (apps/web/src/main.tsx): the heavier counts.
const shellTexts = (appManifest["index.html"]!.dynamicImports ?? []).filter((key) => /\/locales\/[a-z]+\/shell-texts\.ts$/.test(key));
if (shellTexts.length === 0) throw new Error("the app's build loads no shell texts");
const app = Math.max(...shellTexts.map((key) => gzippedKb(appManifest, [...appEntry, ...closure(appManifest, key)])));

console.log(`public page, heaviest (${heaviest.page}): ${heaviest.kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB.publicPage} KB)`);
console.log(`signed-in app, first load: ${app.toFixed(1)} KB gzipped (budget ${BUDGET_KB.app} KB)`);
if (heaviest.kb > BUDGET_KB.publicPage || app > BUDGET_KB.app) {
  console.error("over the JavaScript size budget");
  process.exit(1);
}
