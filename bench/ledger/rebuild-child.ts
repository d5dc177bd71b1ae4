import { createDb } from "@amlak/db";
import { rebuildReadModels } from "@amlak/ledger";

// Runs one `ledger:rebuild` in a process of its own, so its peak RSS is the rebuild's alone; answers one JSON line.
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is not set");
const owner = createDb(url, { role: "owner", max: 2 });
try {
  const result = await rebuildReadModels(owner);
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  process.stdout.write(`${JSON.stringify({ ...result, peakRssMb })}\n`);
} finally {
  await owner.destroy();
}
