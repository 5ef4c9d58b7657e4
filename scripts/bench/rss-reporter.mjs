// Preloaded into a benchmarked child when GNU time is missing: writes the child's peak RSS (KiB) and its CPU
// time (user and system, microseconds) on exit, as `maxRSS user system`.
import { writeFileSync } from "node:fs";

const file = process.env.CRDGEN_BENCH_RSS_FILE;
if (file) {
  process.on("exit", () => {
    const usage = process.resourceUsage();
    writeFileSync(file, `${usage.maxRSS} ${usage.userCPUTime} ${usage.systemCPUTime}`);
  });
}
