import path from "node:path";

/** A path with `/` separators, as the TypeScript compiler writes them. */
export function toPosix(p: string): string {
  return p.replaceAll("\\", "/");
}

/**
 * How a file is shown in diagnostics: relative to `cwd` when it is inside it, absolute otherwise; always with
 * `/` separators so that output is the same on every machine.
 */
export function displayPath(file: string, cwd: string): string {
  const relative = path.posix.relative(toPosix(cwd), toPosix(file));
  return relative === "" || relative.startsWith("../") || path.posix.isAbsolute(relative)
    ? toPosix(file)
    : relative;
}

/**
 * {@link displayPath} for one `cwd`, remembering each file's answer: spans are made for every property and
 * type the converter reads, thousands per file, and `path.relative` is the costly part of each. Owned by
 * whoever owns the files it is asked about (a program's context, a run's comment reader) and dropped with it.
 */
export class DisplayPaths {
  private readonly shown = new Map<string, string>();

  constructor(readonly cwd: string) {}

  of(file: string): string {
    let found = this.shown.get(file);
    if (found === undefined) {
      found = displayPath(file, this.cwd);
      this.shown.set(file, found);
    }
    return found;
  }
}
