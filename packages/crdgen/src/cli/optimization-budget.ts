import { setFlagsFromString } from "node:v8";

/**
 * How much a function must run before V8 optimizes it with TurboFan, 4.5 times V8's default. Node 20's V8 (11.3)
 * counts bytecode bytes executed (`--interrupt-budget`, default 132 KiB); from V8 11.8 (Node 21) on it counts
 * invocations (`--invocation-count-for-turbofan`, default 3000), and the other flag does not exist: V8 prints
 * "unrecognized flag" to stderr for a flag it does not know, so exactly one of them is set.
 *
 * A `crdgen check` run is one pass over its input, seconds long at most, and with the default thresholds
 * TurboFan optimized so many functions of it (YAML reader, schema walks, CEL compiler) that its compile threads
 * used about as much CPU as the checking itself: over the benchmark corpus 41 % of the process's CPU samples
 * were TurboFan's (perf, Node 20). With the higher threshold only the functions that stay hot get optimized:
 * the run took 25–30 % less CPU over the corpus on Node 20 and 22, about 20 % less over three copies of it,
 * where more functions are worth optimizing; on Node 24, whose Maglev tier takes much of TurboFan's work, it
 * changed little. On Node 20, 300 000 to 1 200 000 measured alike and 2 400 000 started to cost again.
 */
const batchThreshold = { interruptBudget: 600_000, invocationCount: 13_500 };

/**
 * Raises V8's optimization threshold for the rest of this process: for the batch commands, which each run once
 * over their input. Only the CLI calls this, never the library API, whose caller owns its process. The flags
 * decide only when code is optimized, never what it computes.
 */
export function useBatchOptimizationBudget(): void {
  setFlagsFromString(batchOptimizationFlag(process.versions.v8));
}

/** The flag for the V8 of `version` (`process.versions.v8`, e.g. `11.3.244.8-node.30`). */
export function batchOptimizationFlag(version: string): string {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const countsInvocations = major > 11 || (major === 11 && minor >= 8);
  return countsInvocations
    ? `--invocation-count-for-turbofan=${batchThreshold.invocationCount}`
    : `--interrupt-budget=${batchThreshold.interruptBudget}`;
}
