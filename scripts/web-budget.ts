import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// npm test (after the web build): the JavaScript a first visit downloads, gzipped, read from the builds' manifests.
// A public page, sent whole by the server, loads only its loader; at the visitor's first touch, key or focus, the
// hydration's chunks, its own page chunk and its language's texts follow. The signed-in app loads its entry's chunks
// and its shell's texts. The public site is a build of its own (apps/web/vite.config.ts), with its own manifest.

/** Issue #21's goals: 120 KB for a public page and 350 KB for the app. A public page once the visitor acts on it is
 * held to today's size, so that no change makes it heavier unnoticed. */
const BUDGET_KB = { publicPage: 120, publicPageAwake: 205, app: 350 };

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
const loader = closure(site, "public.html");
const woken = [...loader].flatMap((key) => site[key]!.dynamicImports ?? []);
if (woken.length !== 1) throw new Error(`the public loader should wake one hydration module, not ${woken.length}`);
const awake = new Set([...loader, ...closure(site, woken[0]!)]);
const loadedLater = [...awake].flatMap((key) => site[key]!.dynamicImports ?? []);
// The texts of the page's language (packages/i18n/src/web-texts.ts): the heavier language counts.
const isTexts = (key: string) => /\/locales\/[a-z]+\/web\.ts$/.test(key);
const texts = Math.max(...loadedLater.filter(isTexts).map((key) => gzippedKb(site, closure(site, key))));
const perPage = loadedLater
  .filter((key) => !isTexts(key))
  .map((page) => ({ page: site[page]!.file, kb: gzippedKb(site, [...awake, ...closure(site, page)]) + texts }));
const heaviest = perPage.reduce((max, each) => (each.kb > max.kb ? each : max));
const atLoad = gzippedKb(site, loader);

const appManifest = manifestOf("manifest.json");
const appEntry = closure(appManifest, "index.html");
// The app renders once the shell's texts of its user's language are here (apps/web/src/main.tsx): the heavier counts.
const shellTexts = (appManifest["index.html"]!.dynamicImports ?? []).filter((key) => /\/locales\/[a-z]+\/shell-texts\.ts$/.test(key));
if (shellTexts.length === 0) throw new Error("the app's build loads no shell texts");
const app = Math.max(...shellTexts.map((key) => gzippedKb(appManifest, [...appEntry, ...closure(appManifest, key)])));

console.log(`public page, as it loads: ${atLoad.toFixed(1)} KB gzipped (budget ${BUDGET_KB.publicPage} KB)`);
console.log(
  `public page once acted on, heaviest (${heaviest.page}): ${heaviest.kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB.publicPageAwake} KB)`,
);
console.log(`signed-in app, first load: ${app.toFixed(1)} KB gzipped (budget ${BUDGET_KB.app} KB)`);
if (atLoad > BUDGET_KB.publicPage || heaviest.kb > BUDGET_KB.publicPageAwake || app > BUDGET_KB.app) {
  console.error("over the JavaScript size budget");
  process.exit(1);
}
