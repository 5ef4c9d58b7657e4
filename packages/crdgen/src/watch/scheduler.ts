/** When a run starts after a change. */
export interface DebounceSettings {
  /** A run starts once no change has come for this long… */
  readonly quietMs: number;
  /** …or this long after the first change of a burst, whichever comes first. */
  readonly maxWaitMs: number;
}

/**
 * A single save (one or two file events within a few milliseconds) is picked up almost at once, while a
 * burst (a git checkout, format-on-save, a folder renamed) is coalesced into one run per 100 ms.
 */
export const defaultDebounce: DebounceSettings = { quietMs: 25, maxWaitMs: 100 };

/**
 * Collects changed paths and runs a job on them once changes settle (see {@link DebounceSettings}), never
 * two jobs at once: changes that arrive during a job are collected and start the next one when it ends.
 * Errors thrown by the job go to `onError`; the scheduler keeps going.
 */
export class RunScheduler {
  private readonly pending = new Set<string>();
  private quietTimer: NodeJS.Timeout | undefined;
  private maxTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly job: (changed: readonly string[]) => Promise<void>,
    private readonly debounce: DebounceSettings,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Records a changed path and (re)starts the quiet period. */
  changed(path: string): void {
    if (this.closed) return;
    this.pending.add(path);
    if (this.quietTimer !== undefined) clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.start();
    }, this.debounce.quietMs);
    this.maxTimer ??= setTimeout(() => {
      this.start();
    }, this.debounce.maxWaitMs);
  }

  /** Stops scheduling and waits for a job that is running. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimers();
    await this.running;
  }

  private clearTimers(): void {
    if (this.quietTimer !== undefined) clearTimeout(this.quietTimer);
    if (this.maxTimer !== undefined) clearTimeout(this.maxTimer);
    this.quietTimer = undefined;
    this.maxTimer = undefined;
  }

  private start(): void {
    this.clearTimers();
    if (this.running !== undefined || this.closed || this.pending.size === 0) return;
    const changed = [...this.pending].sort();
    this.pending.clear();
    // Through a promise, so that a job that throws before it returns one is reported the same way.
    this.running = Promise.resolve()
      .then(() => this.job(changed))
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        // Changes that came in while the job ran, unless their own quiet period is still running.
        if (this.pending.size > 0 && this.quietTimer === undefined) this.start();
      });
  }
}
