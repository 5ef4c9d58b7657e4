import { readFileSync } from "node:fs";
import type * as Sync from "typescript7/unstable/sync";

/** What crdgen uses of the compiler's child process, which TypeScript 7's API keeps private. */
interface CompilerProcess {
  readonly pid?: number;
  ref?(): void;
}

/**
 * The API's private handle on the compiler's process, or undefined where a TypeScript 7 release keeps it
 * elsewhere. Only the two uses below need it, and both merely lose their effect without it.
 */
function compilerProcess(api: Sync.API): CompilerProcess | undefined {
  return (api as unknown as { client?: { channel?: { child?: CompilerProcess } } }).client?.channel?.child;
}

/**
 * Called once the API is closed (which kills the compiler). The API unrefs its child process, so a crdgen
 * command that ends right after closing would exit before the compiler does; the compiler is then never
 * waited for by crdgen, and the CPU time it spent is missing from what the shell's `time` (and the bench)
 * report for the command. Ref'ing the killed child makes Node wait the few milliseconds until it has exited
 * and been reaped, so crdgen leaves no compiler behind and its CPU time is counted.
 */
export function keepAliveUntilCompilerExits(api: Sync.API): void {
  compilerProcess(api)?.ref?.();
}

/**
 * The CPU time (user + system) the compiler's process has used so far, for CRDGEN_TS7_TIMING on Linux;
 * undefined wherever /proc or the process handle is not there.
 */
export function compilerCpuSeconds(api: Sync.API): number | undefined {
  const pid = compilerProcess(api)?.pid;
  if (pid === undefined || process.platform !== "linux") return undefined;
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 1/100 s
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
