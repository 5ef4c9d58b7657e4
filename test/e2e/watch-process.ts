import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { childEnvironment } from "./operator-project.js";
import type { WatchRunOutput } from "./watch-runs.js";
import { jsonRuns, textRuns, watchStatusLine } from "./watch-runs.js";

const crdgenPackage = new URL("../../packages/crdgen/", import.meta.url);

/** The crdgen package's `bin`, as npm links it for users; `npm test` builds what it loads first. */
export const crdgenBin = fileURLToPath(
  new URL(
    (JSON.parse(readFileSync(new URL("package.json", crdgenPackage), "utf8")) as { bin: { crdgen: string } })
      .bin.crdgen,
    crdgenPackage,
  ),
);

/** How long any single wait may take: generous, for a slow shared machine. */
export const waitTimeoutMs = 120_000;

/** How a watch process ended. */
export interface WatchExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

interface Waiter {
  readonly settled: () => boolean;
  readonly settle: () => void;
}

/**
 * `crdgen generate <args>` as a child process in `cwd`, its stdout collected line by line, so a test can
 * wait for the n-th run (never for a fixed time) and see everything the process printed when a wait fails.
 */
export class WatchProcess {
  /** Every complete line printed on stdout, in order. */
  readonly lines: string[] = [];
  private stdoutRest = "";
  private stderrText = "";
  private exit: WatchExit | undefined;
  private readonly child: ChildProcess;
  private readonly waiters = new Set<Waiter>();
  private readonly json: boolean;

  constructor(
    readonly cwd: string,
    readonly args: readonly string[] = ["generate", "--watch"],
  ) {
    this.json = args.includes("json");
    this.child = spawn(process.execPath, [crdgenBin, ...args], {
      cwd,
      env: childEnvironment(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout?.setEncoding("utf8");
    this.child.stderr?.setEncoding("utf8");
    this.child.stdout?.on("data", (chunk: string) => {
      this.onStdout(chunk);
    });
    this.child.stderr?.on("data", (chunk: string) => {
      this.stderrText += chunk;
      this.notify();
    });
    // "close", not "exit": by then stdout and stderr have been read to the end.
    this.child.on("close", (code, signal) => {
      this.exit = { code, signal };
      this.notify();
    });
  }

  /** Everything printed on stderr so far. */
  get stderr(): string {
    return this.stderrText;
  }

  /** The number of status lines printed so far (text format): one per finished run. */
  statusCount(): number {
    return this.lines.filter((line) => line === watchStatusLine).length;
  }

  /** The finished runs so far, the first one at index 0. */
  runs(): WatchRunOutput[] {
    return this.json ? jsonRuns(this.lines) : textRuns(this.lines);
  }

  /** The stdout lines of run `n` (1-based), its status line included. */
  runLines(n: number): readonly string[] {
    const run = this.runs()[n - 1];
    if (run === undefined) throw new Error(`run ${String(n)} has not finished\n${this.transcript()}`);
    return run.lines;
  }

  /** Waits for the n-th status line, i.e. the end of the n-th run; fails with the transcript on timeout. */
  waitForStatus(n: number, timeoutMs = waitTimeoutMs): Promise<void> {
    return this.waitFor(`status line #${String(n)}`, () => this.statusCount() >= n, timeoutMs);
  }

  /** Waits for the n-th run (text or JSON). */
  waitForRun(n: number, timeoutMs = waitTimeoutMs): Promise<void> {
    return this.waitFor(`run #${String(n)}`, () => this.runs().length >= n, timeoutMs);
  }

  /**
   * Waits for the first run after run `after` (1-based; 0 for all) whose changed paths include `path`,
   * and returns its number. Runs in between that other edits caused are skipped.
   */
  async waitForRunOf(path: string, after: number, timeoutMs = waitTimeoutMs): Promise<number> {
    const find = (): number =>
      this.runs().findIndex((run, i) => i >= after && run.changed.includes(path)) + 1;
    await this.waitFor(`a run after #${String(after)} caused by ${path}`, () => find() > 0, timeoutMs);
    return find();
  }

  /**
   * Waits until stderr contains `text`. Diagnostics come through another pipe than the status line, so
   * they can arrive after it although the process wrote them first.
   */
  waitForStderr(text: string, timeoutMs = waitTimeoutMs): Promise<void> {
    return this.waitFor(`${JSON.stringify(text)} on stderr`, () => this.stderrText.includes(text), timeoutMs);
  }

  /** Waits for the process to end; fails (without killing it) when it takes longer than `timeoutMs`. */
  async waitForExit(timeoutMs = waitTimeoutMs): Promise<WatchExit> {
    await this.waitFor("the process to exit", () => this.exit !== undefined, timeoutMs);
    if (this.exit === undefined) throw new Error("unreachable: waited for the exit");
    return this.exit;
  }

  /**
   * Runs `edits` while the process is stopped (SIGSTOP, then SIGCONT once they are done): it wakes to all their
   * file events at once, as a process the machine did not schedule during a burst does, however fast or slow
   * the machine is. Linux: /proc tells that the process has stopped before the first edit.
   */
  async whileStopped(edits: () => void): Promise<void> {
    const pid = this.child.pid;
    if (pid === undefined) throw new Error(`the process did not start\n${this.transcript()}`);
    this.child.kill("SIGSTOP");
    try {
      const deadline = Date.now() + waitTimeoutMs;
      for (let state = processState(pid); state !== "T"; state = processState(pid)) {
        if (state === undefined || state === "Z" || Date.now() > deadline) {
          throw new Error(`the process did not stop (state ${String(state)})\n${this.transcript()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      edits();
    } finally {
      this.child.kill("SIGCONT");
    }
  }

  /** Sends a signal (SIGINT, SIGTERM) to the process. */
  signal(name: NodeJS.Signals): void {
    this.child.kill(name);
  }

  /** Kills the process if it still runs and waits for it to be gone; for afterEach. */
  async stop(): Promise<void> {
    if (this.exit !== undefined) return;
    this.child.kill("SIGKILL");
    await this.waitForExit();
  }

  /** What the process printed so far, for failure messages. */
  transcript(): string {
    const state = this.exit === undefined ? "running" : `exited: ${JSON.stringify(this.exit)}`;
    const stdout = [...this.lines, this.stdoutRest].join("\n");
    return `crdgen ${this.args.join(" ")} in ${this.cwd} (${state})\nstdout:\n${stdout}\nstderr:\n${this.stderrText}`;
  }

  // Resolves once `done` holds; rejects on timeout, or when the process ends first (unless that is awaited).
  private waitFor(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(
          new Error(`timed out after ${String(timeoutMs)} ms waiting for ${what}\n${this.transcript()}`),
        );
      }, timeoutMs);
      const waiter: Waiter = {
        settled: () => done() || this.exit !== undefined,
        settle: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          if (done()) resolve();
          else reject(new Error(`the process ended before ${what}\n${this.transcript()}`));
        },
      };
      this.waiters.add(waiter);
      this.notify();
    });
  }

  private onStdout(chunk: string): void {
    const parts = (this.stdoutRest + chunk).split("\n");
    this.stdoutRest = parts.pop() ?? "";
    this.lines.push(...parts);
    this.notify();
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) if (waiter.settled()) waiter.settle();
  }
}

/** A process's state letter from /proc (R running, S sleeping, T stopped, Z zombie), undefined once it is gone. */
function processState(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
  } catch {
    return undefined;
  }
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
}
