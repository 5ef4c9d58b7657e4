/** Where the CLI writes text. */
export interface TextSink {
  write(text: string): unknown;
  /** True when the sink is a terminal. */
  readonly isTTY?: boolean;
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
