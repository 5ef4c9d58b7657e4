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
