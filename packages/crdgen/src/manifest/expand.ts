import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/** File names read from directories. */
export const manifestExtensions = [".yaml", ".yml", ".json"] as const;

/** What an input path stands for. */
export type ExpandedPath =
  | { readonly kind: "file"; readonly path: string }
  | {
      readonly kind: "directory";
      readonly path: string;
      readonly files: readonly string[];
      /** Folders below it that could not be listed. */
      readonly unlisted: readonly { readonly path: string; readonly error: unknown }[];
    }
  | { readonly kind: "missing"; readonly path: string; readonly error: unknown };

/**
 * Resolves an input path: a file stands for itself; a directory for every `*.yaml`, `*.yml` and `*.json`
 * file below it, recursively, sorted by path (code-unit order, the same on every machine). Folders whose
 * name starts with a dot and `node_modules` folders are not entered, and symbolic links to folders are
 * not followed (they could loop); symbolic links to files are read.
 */
export async function expandPath(path: string): Promise<ExpandedPath> {
  try {
    const info = await stat(path);
    if (!info.isDirectory()) return { kind: "file", path };
    const found: Found = { files: [], unlisted: [] };
    await collect(path, found, true);
    found.files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { kind: "directory", path, ...found };
  } catch (error) {
    return { kind: "missing", path, error };
  }
}

interface Found {
  files: string[];
  unlisted: { path: string; error: unknown }[];
}

async function collect(directory: string, found: Found, isTop: boolean): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isTop) throw error;
    found.unlisted.push({ path: directory, error });
    return;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith(".") && entry.name !== "node_modules") await collect(path, found, false);
    } else if (isManifestName(entry.name) && (entry.isFile() || (await isLinkToFile(entry, path)))) {
      found.files.push(path);
    }
  }
}

async function isLinkToFile(entry: Dirent, path: string): Promise<boolean> {
  if (!entry.isSymbolicLink()) return false;
  try {
    return (await stat(path)).isFile();
  } catch {
    // A dangling link is reported when it is read, like any file that cannot be opened.
    return true;
  }
}

function isManifestName(name: string): boolean {
  return manifestExtensions.some((extension) => name.endsWith(extension));
}
