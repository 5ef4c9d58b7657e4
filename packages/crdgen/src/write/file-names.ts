import type { CrdFile, FileProblem } from "./types.js";

// Output names come from CRD groups and plurals; anything that could leave the folder is refused.
function nameProblem(name: string): string | undefined {
  if (name === "" || name === "." || name === "..") return "is not a file name";
  if (/[/\\\0]/.test(name)) return "must be a plain file name (no path separators or NUL)";
  if (Buffer.byteLength(name, "utf8") > 255) return "is longer than 255 bytes";
  return undefined;
}

/** Whether a name can be written inside the output folder (no separators, not `.`/`..`, at most 255 bytes). */
export function isPlainFileName(name: string): boolean {
  return nameProblem(name) === undefined;
}

/** Problems with the requested names: not plain file names, or the same name twice. */
export function checkFileNames(files: readonly CrdFile[]): FileProblem[] {
  const problems: FileProblem[] = [];
  const seen = new Set<string>();
  for (const { name } of files) {
    const problem = nameProblem(name);
    if (problem !== undefined) {
      problems.push({ path: name, message: `output file name ${JSON.stringify(name)} ${problem}` });
    } else if (seen.has(name)) {
      problems.push({ path: name, message: `output file name ${JSON.stringify(name)} is used twice` });
    }
    seen.add(name);
  }
  return problems;
}
