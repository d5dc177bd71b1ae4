import { createDb } from "@amlak/db";
import type { Caller } from "@amlak/api";
import { buildApp } from "../../apps/server/src/app.ts";
import { signAccessToken } from "../../packages/api/src/auth/access-token.ts";
import { BENCH_AUTH, benchServices } from "./member.ts";

// One report export through the HTTP app, after a small one, in a process of its own so that its peak RSS is the
// export's (plus the app's); answers one JSON line.
const url = process.env.BENCH_DATABASE_URL;
const request = process.env.BENCH_EXPORT;
if (!url || !request) throw new Error("BENCH_DATABASE_URL and BENCH_EXPORT are not set");
const { caller, warmUp, path } = JSON.parse(request) as { caller: Caller; warmUp: string; path: string };
const app = createDb(url, { role: "app", max: 2 });
const owner = createDb(url, { role: "owner", max: 1 });
const server = await buildApp({ services: benchServices(url, app, owner) });
try {
  const token = await signAccessToken(BENCH_AUTH, caller, new Date());
  const get = (url: string) =>
    server.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}`, "accept-language": "ar" } });
  // A small export first, as a running server has done one: fonts loaded, code compiled.
  await get(warmUp);
  const baselineRssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  const started = performance.now();
  const response = await server.inject({
    method: "GET",
    url: path,
    headers: { authorization: `Bearer ${token}`, "accept-language": "ar" },
  });
  const ms = Math.round(performance.now() - started);
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  const answer = {
    status: response.statusCode,
    contentType: response.headers["content-type"],
    bytes: response.rawPayload.length,
    ms,
    baselineRssMb,
    peakRssMb,
    ...(response.statusCode === 200 ? {} : { body: response.body.slice(0, 300) }),
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
} finally {
  await server.close();
  await app.destroy();
  await owner.destroy();
}
