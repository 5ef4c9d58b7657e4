import { setFlagsFromString } from "node:v8";

/**
 * How much a function must run before V8 optimizes it with TurboFan, several times V8's default. Node 20's V8
 * (11.3) counts bytecode bytes executed (`--interrupt-budget`, default 67,584 per `node --v8-options`; 600,000
 * here); from V8 11.8 (Node 21) on it counts invocations (`--invocation-count-for-turbofan`, default 3000; 4.5
 * times that here), and the other flag does not exist: V8 prints "unrecognized flag" to stderr for a flag it
 * does not know, so exactly one of them is set.
 *
 * A `crdgen check` run is one pass over its input, seconds long at most, and with the default thresholds
 * TurboFan optimized so many functions of it (YAML reader, schema walks, CEL compiler) that its compile threads
 * used about as much CPU as the checking itself: over the benchmark corpus 41 % of the process's CPU samples
 * were TurboFan's (perf, Node 20). With the higher threshold only the functions that stay hot get optimized:
 * the run took 25–30 % less CPU over the corpus on Node 20 and 22, about 20 % less over three copies of it,
 * where more functions are worth optimizing; on Node 24, whose Maglev tier takes much of TurboFan's work, it
 * changed little. On Node 20, 300 000 to 1 200 000 measured alike and 2 400 000 started to cost again.
 * `crdgen validate` (2,000 bench objects) and a one-shot `crdgen generate` (synthetic API) gain alike, 10–20 %
 * CPU on Node 20. Watch mode runs for hours and keeps V8's defaults.
 */
const batchThreshold = { interruptBudget: 600_000, invocationCount: 13_500 };

/** V8's two names for the threshold, as a user may give them to node (`_` and `-` are alike to V8). */
const thresholdFlag = /^--(interrupt|invocation)[-_]/;

/**
 * Raises V8's optimization threshold for the rest of this process: for the batch commands (check, validate,
 * generate without --watch), which each run once over their input. Only the CLI calls this, never the library
 * API, whose caller owns its process; and not when the user gave node a threshold of their own. The flags
 * decide only when code is optimized, never what it computes.
 */
export function useBatchOptimizationBudget(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((arg) => thresholdFlag.test(arg))) return;
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
