import { setFlagsFromString } from "node:v8";

/**
 * How much a function runs (V8's interrupt budget, in bytecode bytes executed) before V8 considers optimizing
 * it with TurboFan; V8's own default is 132 KiB.
 *
 * A `crdgen check` run is one pass over its input, seconds long at most, and with the default budget TurboFan
 * optimized so many functions of it (YAML reader, schema walks, CEL compiler) that its compile threads used
 * about as much CPU as the checking itself: over the benchmark corpus 41 % of the process's CPU samples were
 * TurboFan's (perf, Node 20). With a budget 4.5 times larger only the functions that stay hot get optimized:
 * the run took 25–30 % less CPU over the corpus, and about 20 % less over three copies of it, where more
 * functions are worth optimizing. 300 000 to 1 200 000 measured alike; 2 400 000 started to cost again.
 */
const checkInterruptBudget = 600_000;

/**
 * Raises V8's optimization threshold for the rest of this process: for the batch commands, which each run once
 * over their input. Only the CLI calls this, never the library API, whose caller owns its process. The flag
 * decides only when code is optimized, never what it computes.
 */
export function useBatchOptimizationBudget(): void {
  setFlagsFromString(`--interrupt-budget=${checkInterruptBudget}`);
}
