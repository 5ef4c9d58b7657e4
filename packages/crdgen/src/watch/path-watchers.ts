import { dirname, sep } from "node:path";
import type { FSWatcher } from "chokidar";
import { watch as watchFiles } from "chokidar";

/** TypeScript sources, the files a change in an input folder is about. */
const sourceFile = /\.(?:d\.)?[cm]?tsx?$/;
/** Manifests, the files a change in a samples folder is about. */
const manifestFile = /\.(?:ya?ml|json)$/;

function isSkipped(path: string): boolean {
  return /\/(?:node_modules|\.git)(?:\/|$)/.test(path);
}

/**
 * Watches what a watch-mode run read: input folders recursively (sources added, changed or removed, and
 * folders appearing or going), and single files (imported sources outside the inputs, the tsconfig, the
 * config files) through their folders without recursion. Folders, not files, are given to chokidar: with
 * many single files it reports `ready` before it watches them all.
 */
export class PathWatchers {
  private readonly files = new Set<string>();
  private readonly watchedFolders = new Set<string>();
  private readonly watchedTrees = new Set<string>();
  private readonly manifestTrees = new Set<string>();
  private trees: FSWatcher | undefined;
  private folders: FSWatcher | undefined;

  constructor(
    private readonly onChange: (path: string) => void,
    private readonly onError: (error: unknown) => void,
    private readonly ignored: (path: string) => boolean,
  ) {}

  /** Watches these input folders and files too (what is watched already stays); settles once it does. */
  /** `manifestTrees` are watched recursively for YAML and JSON files (the samples), not sources. */
  async add(
    trees: readonly string[],
    files: readonly string[],
    manifestTrees: readonly string[] = [],
  ): Promise<void> {
    for (const tree of manifestTrees) this.manifestTrees.add(tree);
    const newTrees = [...trees, ...manifestTrees].filter((tree) => !this.watchedTrees.has(tree));
    for (const file of files) this.files.add(file);
    for (const tree of newTrees) this.watchedTrees.add(tree);
    // A source file in a watched tree is reported by the tree's watcher: watching its folder again would
    // make chokidar read that folder twice after every save (both watchers list a folder an event names).
    const outsideTrees = files.filter((file) => !(sourceFile.test(file) && this.inWatchedTree(file)));
    const newFolders = [...new Set(outsideTrees.map((file) => dirname(file)))].filter(
      (f) => !this.watchedFolders.has(f),
    );
    for (const folder of newFolders) this.watchedFolders.add(folder);
    const ready: Promise<void>[] = [];
    if (newTrees.length > 0) {
      if (this.trees === undefined) {
        this.trees = this.start(newTrees, undefined, (event, path) => {
          if (event === "addDir" || event === "unlinkDir" || sourceFile.test(path) || this.isManifest(path)) {
            this.onChange(path);
          }
        });
        ready.push(readyOf(this.trees));
      } else {
        this.trees.add(newTrees);
      }
    }
    if (newFolders.length > 0) {
      if (this.folders === undefined) {
        this.folders = this.start(newFolders, 0, (_event, path) => {
          if (this.files.has(path)) this.onChange(path);
        });
        ready.push(readyOf(this.folders));
      } else {
        this.folders.add(newFolders);
      }
    }
    await Promise.all(ready);
  }

  private inWatchedTree(path: string): boolean {
    for (const tree of this.watchedTrees) if (path.startsWith(`${tree}${sep}`)) return true;
    return false;
  }

  private isManifest(path: string): boolean {
    return (
      manifestFile.test(path) &&
      [...this.manifestTrees].some((tree) => path === tree || path.startsWith(`${tree}${sep}`))
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.trees?.close(), this.folders?.close()]);
  }

  private start(
    paths: readonly string[],
    depth: number | undefined,
    handle: (event: string, path: string) => void,
  ): FSWatcher {
    const watcher = watchFiles([...paths], {
      ignoreInitial: true,
      ...(depth === undefined ? {} : { depth }),
      ignored: (path) => isSkipped(path) || this.ignored(path),
    });
    watcher.on("all", (event, path) => {
      handle(event, path);
    });
    watcher.on("error", this.onError);
    return watcher;
  }
}

function readyOf(watcher: FSWatcher): Promise<void> {
  return new Promise((resolve) => {
    watcher.once("ready", () => {
      resolve();
    });
  });
}
