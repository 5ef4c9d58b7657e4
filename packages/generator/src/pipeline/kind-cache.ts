import type { Diagnostic } from "@crdgen/core";
import type { KindVersion } from "../assemble/types.js";
import type { RootKind } from "../discover/types.js";

/** What decides a kind's CRD besides its types: its package's and its own settings. */
type KindSettings = Pick<RootKind, "package" | "crd">;

/** A kind as the last run that converted it left it. */
export interface KindEntry {
  /** The settings it was converted with (plain data: no part of its program is kept). */
  readonly settings: KindSettings;
  /** Its lowered version; undefined when it did not convert. */
  readonly version: KindVersion | undefined;
  /** The files its types come from, absolute. */
  readonly sources: readonly string[];
  /** Problems found converting and lowering it that have no place in a file. */
  readonly placeless: readonly Diagnostic[];
}

const inNodeModules = (file: string): boolean => file.includes("/node_modules/");

/**
 * The kinds as the last runs left them, with which kinds read each of the project's files (node_modules
 * left out), kept up to date as kinds are set and dropped: a watch edit then finds the kinds that share a
 * file with the edited ones by looking that file up, instead of indexing every kind's files again (at 800
 * kinds, thousands of path tests and arrays per edit). Owned by one incremental generator.
 */
export class KindTable {
  private readonly entries = new Map<string, KindEntry>();
  private readonly owners = new Map<string, Set<string>>();
  /**
   * Each root's key (keyOf), kept with the table that asks for it: discovery hands back the same root objects
   * for the folders no edit touched, and a watch run asks for every kind's key several times (hundreds of kinds,
   * each a fresh string to build and hash otherwise). Weak, as the table lives for the whole watch session and
   * an edit replaces the roots of the folders it touches: the old roots' keys go with them.
   */
  private readonly rootKeys = new WeakMap<RootKind, string>();
  /**
   * Each settings object's JSON (sameSettings), asked only when a kind's settings are new objects (its file or
   * its package's files changed), and then for both the old and the new ones. Weak for the same reason as
   * rootKeys: the entries' settings and the roots' are dropped as edits replace them.
   */
  private readonly settingsJson = new WeakMap<object, string>();

  /** A root kind's identity across runs: its package folder and its name. */
  keyOf(root: RootKind): string {
    let key = this.rootKeys.get(root);
    if (key === undefined) {
      key = `${root.package.folder}\u0000${root.kind}`;
      this.rootKeys.set(root, key);
    }
    return key;
  }

  /**
   * Whether `root` has the settings a kind was converted with. Discovery hands back the same objects for a file
   * that did not change (`crd`) and one `package` object per folder while its files do not change, so most
   * kinds are told by identity; only new objects are compared by their JSON. A one-shot run, which has no
   * entries to compare, serialises nothing.
   */
  sameSettings(settings: KindSettings, root: RootKind): boolean {
    return this.sameJson(settings.package, root.package) && this.sameJson(settings.crd, root.crd);
  }

  private sameJson(a: object, b: object): boolean {
    return a === b || this.jsonOf(a) === this.jsonOf(b);
  }

  private jsonOf(settings: object): string {
    let json = this.settingsJson.get(settings);
    if (json === undefined) {
      json = JSON.stringify(settings);
      this.settingsJson.set(settings, json);
    }
    return json;
  }

  get(key: string): KindEntry | undefined {
    return this.entries.get(key);
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  values(): IterableIterator<KindEntry> {
    return this.entries.values();
  }

  [Symbol.iterator](): IterableIterator<[string, KindEntry]> {
    return this.entries[Symbol.iterator]();
  }

  set(key: string, entry: KindEntry): void {
    this.delete(key);
    this.entries.set(key, entry);
    for (const file of entry.sources) {
      if (inNodeModules(file)) continue;
      const known = this.owners.get(file);
      if (known === undefined) this.owners.set(file, new Set([key]));
      else known.add(key);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    for (const file of entry.sources) {
      const known = this.owners.get(file);
      known?.delete(key);
      if (known?.size === 0) this.owners.delete(file);
    }
  }

  clear(): void {
    this.entries.clear();
    this.owners.clear();
  }

  /** The kinds that read this file of the project (none for a file in node_modules). */
  ownersOf(file: string): ReadonlySet<string> {
    return this.owners.get(file) ?? noKeys;
  }
}

const noKeys: ReadonlySet<string> = new Set();

/**
 * The kinds to convert again: those that are new, whose settings changed or that read a changed file, and
 * then every kind sharing a file of the project with one of them. Shared named types report their problems
 * once, in whichever kind meets them first, so kinds that share files are always converted together.
 */
export function kindsToConvert(
  roots: readonly RootKind[],
  kinds: KindTable,
  changes: ReadonlySet<string>,
): Set<string> {
  const affected = new Set<string>();
  for (const root of roots) {
    const key = kinds.keyOf(root);
    const entry = kinds.get(key);
    const stale =
      entry === undefined ||
      !kinds.sameSettings(entry.settings, root) ||
      changes.has(root.declaration.file) ||
      (changes.size > 0 && entry.sources.some((file) => changes.has(file)));
    if (stale) affected.add(key);
  }
  const pending = [...affected];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const file of kinds.get(key)?.sources ?? []) {
      for (const other of kinds.ownersOf(file)) {
        if (!affected.has(other)) {
          affected.add(other);
          pending.push(other);
        }
      }
    }
  }
  return affected;
}

/** Whether a kind outside `converted` reads one of the project's files in `sources` (node_modules aside). */
export function readsFilesOfOthers(
  sources: readonly (readonly string[])[],
  converted: ReadonlySet<string>,
  kinds: KindTable,
): boolean {
  for (const files of sources) {
    for (const file of files) {
      for (const owner of kinds.ownersOf(file)) if (!converted.has(owner)) return true;
    }
  }
  return false;
}
