/**
 * The garbage collector's target (Go's GOGC, in percent of the live heap) that a one-shot `crdgen generate`
 * gives TypeScript 7's native compiler, four times Go's default of 100.
 *
 * The TypeScript 7 backend starts the compiler as a child process, which inherits this process's environment,
 * and the compiler's Go runtime reads GOGC when it starts. With Go's default it collected each time its heap
 * doubled, and at 800 kinds of the synthetic API its collector's background workers took about a fifth of the
 * compiler's 0.8 s of CPU (half of that on the core left idle while the compiler waits for the next request).
 * With 400 the compiler used 0.14–0.17 s less CPU at 800 kinds, 0.06–0.09 s less at 200 and 0.05 s at 50,
 * for a higher peak of its own memory at 800 kinds (about 240 MB before, 250–300 MB after) and next to none
 * at 200 (about 115 MB either way): a one-shot run allocates little beyond what stays live, so the heap seldom
 * grows to the larger target before the run ends. 800 and 1,600 saved no more than 0.03 s beyond 400.
 * Watch mode keeps a compiler for hours, where a heap five times the live one would be the price, and keeps
 * Go's default.
 */
const batchGcPercent = "400";

/**
 * Sets GOGC for the compiler processes this process starts from now on, unless the user set GOGC: for a
 * one-shot `crdgen generate`. Only the CLI calls this, never the library API, whose caller owns its process
 * and its environment. Go's collector decides only when memory is reclaimed, never what the compiler computes.
 */
export function useBatchCompilerGc(env: NodeJS.ProcessEnv = process.env): void {
  if (env.GOGC !== undefined) return;
  env.GOGC = batchGcPercent;
}
