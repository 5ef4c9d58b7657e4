import type { ProgressStage } from "../generate/index.js";
import type { CliContext } from "./context.js";

/** Runs shorter than this show no progress at all. */
const quietMs = 1000;

/**
 * A one-line progress indicator on stderr, shown only on a terminal and only once a run has taken more than
 * a second. The pipeline is synchronous, so it advances when a stage begins rather than on a timer.
 */
export class ProgressLine {
  private readonly started = performance.now();
  private shown = false;

  constructor(private readonly context: CliContext) {}

  update(stage: ProgressStage): void {
    if (this.context.stderr.isTTY !== true) return;
    const elapsed = performance.now() - this.started;
    if (elapsed < quietMs) return;
    this.context.stderr.write(`\r\u001b[2Kcrdgen: ${stage}… (${(elapsed / 1000).toFixed(1)} s)`);
    this.shown = true;
  }

  /** Removes the line before the results are printed. */
  clear(): void {
    if (this.shown) this.context.stderr.write("\r\u001b[2K");
    this.shown = false;
  }
}
