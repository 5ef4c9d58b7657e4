import path from "node:path";

/**
 * A path as the user should see it: relative to the working folder when it is inside it, else as given;
 * always with `/`, as in diagnostics everywhere.
 */
export function displayPath(file: string, cwd: string): string {
  const toPosix = (p: string): string => p.replaceAll("\\", "/");
  const relative = path.posix.relative(toPosix(cwd), toPosix(file));
  return relative === "" || relative.startsWith("../") || path.posix.isAbsolute(relative)
    ? toPosix(file)
    : relative;
}
