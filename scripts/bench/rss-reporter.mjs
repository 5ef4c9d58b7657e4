// Preloaded into a benchmarked child when GNU time is missing: writes the child's peak RSS (KiB) on exit.
import { writeFileSync } from "node:fs";

const file = process.env.CRDGEN_BENCH_RSS_FILE;
if (file) process.on("exit", () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
