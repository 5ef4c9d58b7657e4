/** Where the CLI writes text. */
export interface TextSink {
  write(text: string): unknown;
  /** True when the sink is a terminal. */
  readonly isTTY?: boolean;
  /** A Node stream's: true while it holds more than it writes at once, until it emits "drain". */
  readonly writableNeedDrain?: boolean;
}

/** The events of a Node stream that {@link drained} waits for. */
interface DrainEvents {
  once(event: "drain" | "close", listener: () => void): unknown;
  removeListener(event: "drain" | "close", listener: () => void): unknown;
}

function asksToWait(sink: TextSink): sink is TextSink & DrainEvents {
  const events = sink as Partial<DrainEvents>;
  return (
    sink.writableNeedDrain === true &&
    typeof events.once === "function" &&
    typeof events.removeListener === "function"
  );
}

/**
 * When `sink` is a Node stream holding more than it writes at once, settles once it has written it (or closed);
 * otherwise undefined, so that a writer pays nothing when there is nothing to wait for. A command that writes as
 * it goes without ever returning to the event loop (validate's synchronous reads) must wait here: Node writes to
 * a pipe only from the event loop once the pipe is full, so everything else written would pile up in memory
 * until the command ends, and reach the reader only then.
 */
export function drained(sink: TextSink): Promise<void> | undefined {
  if (!asksToWait(sink)) return undefined;
  return new Promise<void>((resolve) => {
    const done = (): void => {
      sink.removeListener("drain", done);
      sink.removeListener("close", done);
      resolve();
    };
    sink.once("drain", done);
    sink.once("close", done);
  });
}

/** The CLI's view of its process: streams and environment, passed in so that nothing reaches for globals. */
export interface CliContext {
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  readonly stdin: AsyncIterable<unknown>;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The folder relative paths are resolved against. */
  readonly cwd: string;
  /**
   * Settles when the user interrupts (Ctrl-C, SIGTERM); only watch mode listens, so that other commands keep
   * the default of dying at once. Without it, watch mode runs until the process ends.
   */
  readonly interrupted?: () => Promise<void>;
}

/** How a command ended; the bin turns it into the exit code. */
export type CliOutcome = "ok" | "failed" | "usage";

/** Colours only on a terminal, and never when NO_COLOR is set to anything but the empty string. */
export function useColor(sink: TextSink, env: CliContext["env"]): boolean {
  const noColor = env.NO_COLOR;
  return sink.isTTY === true && (noColor === undefined || noColor === "");
}
