import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** How a file looked when a run read it: enough to notice a save (inode, size, times), or that it is gone. */
export type Signatures = ReadonlyMap<string, string>;

function signatureOf(path: string): string {
  const stats = statSync(path, { throwIfNoEntry: false, bigint: true });
  if (stats === undefined) return "missing";
  return `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

/** The signatures of `paths` now. */
export function takeSignatures(paths: Iterable<string>): Signatures {
  return new Map([...new Set(paths)].map((path) => [path, signatureOf(path)]));
}

/** The paths whose file is no longer as `before` recorded it. */
export function changedSince(before: Signatures): string[] {
  return [...before].filter(([path, signature]) => signatureOf(path) !== signature).map(([path]) => path);
}

/**
 * `roots` and every folder below them (not node_modules or .git): a folder's signature changes when a file
 * or folder appears in it or goes, so that new files are noticed like changed ones.
 */
export function foldersBelow(roots: readonly string[]): string[] {
  return walk(roots).folders;
}

/** What {@link foldersBelow} gives, and the files in those folders; a root that is a file is one of them. */
export function entriesBelow(roots: readonly string[]): string[] {
  const { folders, files } = walk(roots);
  return [...folders, ...files];
}

function walk(roots: readonly string[]): { folders: string[]; files: string[] } {
  const folders: string[] = [];
  const files: string[] = [];
  const pending = [...roots];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      if (roots.includes(folder) && statSync(folder, { throwIfNoEntry: false })?.isFile() === true) {
        files.push(folder);
      }
      continue;
    }
    folders.push(folder);
    for (const entry of entries) {
      if (entry.isFile()) {
        files.push(join(folder, entry.name));
      } else if (entry.isDirectory() && entry.name !== "node_modules" && entry.name !== ".git") {
        pending.push(join(folder, entry.name));
      }
    }
  }
  return { folders, files };
}
