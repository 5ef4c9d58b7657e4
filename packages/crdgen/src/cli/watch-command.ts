import { watch } from "../watch/watch.js";
import type { WatchRun } from "../watch/watch.js";
import type { WatchOptions } from "../watch/watch.js";
import type { CliContext, CliOutcome } from "./context.js";
import { generateOutputToJson } from "./generate-json.js";
import { summarize } from "./generate-summary.js";
import { displayPath, printRunText } from "./generate-text.js";
import { ProgressLine } from "./progress-line.js";

/** The end of the status line printed after every run; tests and scripts wait for it. */
const watchingMarker = "watching for changes";

/**
 * `crdgen generate --watch`: generates, then regenerates on every change until interrupted, printing each
 * run, its summary line `crdgen watch: <summary>` and the fixed status line
 * `crdgen watch: watching for changes (Ctrl-C to stop)`. Errors in the input are printed and watching goes
 * on; an interrupt (even during the first run) ends it with `ok`.
 */
export async function runWatch(
  input: Omit<WatchOptions, "cwd" | "debounce" | "onRun" | "onError" | "onProgress">,
  format: "text" | "json",
  context: CliContext,
): Promise<CliOutcome> {
  // Listening from the start, so that Ctrl-C during the first run still ends watch mode cleanly.
  const interrupted = context.interrupted?.() ?? new Promise<never>(() => undefined);
  let progress = new ProgressLine(context);
  const display = (path: string): string => displayPath(path, context.cwd);
  const onRun = (run: WatchRun): void => {
    progress.clear();
    const summary = summarize(run.output, run.ms);
    if (format === "json") {
      const json = {
        ...generateOutputToJson(run.output, summary, display, false),
        changed: run.changed.map(display),
      };
      context.stdout.write(`${JSON.stringify(json)}\n`);
      return;
    }
    if (run.changed.length > 0) {
      context.stdout.write(`crdgen watch: changed ${run.changed.map(display).join(", ")}\n`);
    }
    printRunText(run.output, summary, "write", context, "crdgen watch");
    context.stdout.write(`crdgen watch: ${watchingMarker} (Ctrl-C to stop)\n`);
  };
  const watcher = watch({
    ...input,
    cwd: context.cwd,
    onRun,
    onProgress: (stage) => {
      // Every run begins by loading: its second of quiet counts from there, not from the last run.
      if (stage === "loading") progress = new ProgressLine(context);
      progress.update(stage);
    },
    onError: (error) => {
      context.stderr.write(
        `crdgen watch: internal error: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    },
  });
  await watcher.ready;
  await interrupted;
  await watcher.close();
  return "ok";
}
