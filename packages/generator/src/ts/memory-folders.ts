/** A folder entry: `name` is the entry's absolute path. */
export interface DirEntry {
  readonly name: string;
  readonly isFile: boolean;
  readonly isDirectory: boolean;
  readonly isSymlink: boolean;
}

/** `dir` with one trailing slash, the prefix of every path inside it. */
export function folderPrefix(dir: string): string {
  return dir.endsWith("/") ? dir : `${dir}/`;
}

/**
 * The folders of an in-memory program (files by absolute path), as both backends list them: a folder exists
 * when a file lies below it, and its entries are the first path segments below it.
 */
export function memoryFolders(names: readonly string[]): {
  directoryExistsSync(dir: string): boolean;
  readDirSync(dir: string): DirEntry[];
} {
  return {
    directoryExistsSync: (dir) => {
      const prefix = folderPrefix(dir);
      return names.some((n) => n.startsWith(prefix));
    },
    readDirSync: (dir) => {
      const prefix = folderPrefix(dir);
      const children = new Map<string, boolean>();
      for (const n of names) {
        if (!n.startsWith(prefix)) continue;
        const [first, ...rest] = n.slice(prefix.length).split("/");
        if (first !== undefined) children.set(first, (children.get(first) ?? false) || rest.length > 0);
      }
      return [...children].map(([child, isDir]) => ({
        name: `${prefix}${child}`,
        isFile: !isDir,
        isDirectory: isDir,
        isSymlink: false,
      }));
    },
  };
}
