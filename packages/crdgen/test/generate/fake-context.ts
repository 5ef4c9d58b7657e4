import type { CliContext } from "../../src/cli/context.js";

/** A CLI context whose streams are strings: what a run printed on stdout and stderr. */
export interface CapturedContext extends CliContext {
  readonly out: () => string;
  readonly err: () => string;
}

/** A non-terminal context for `cwd` with an empty environment and no input. */
export function fakeContext(cwd: string): CapturedContext {
  let stdout = "";
  let stderr = "";
  return {
    cwd,
    env: {},
    stdin: (async function* () {})(),
    stdout: {
      write: (text: string) => {
        stdout += text;
        return true;
      },
    },
    stderr: {
      write: (text: string) => {
        stderr += text;
        return true;
      },
    },
    out: () => stdout,
    err: () => stderr,
  };
}
