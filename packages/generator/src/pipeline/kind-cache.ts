import type { Diagnostic } from "@crdgen/core";
import type { KindVersion } from "../assemble/types.js";
import type { RootKind } from "../discover/types.js";

// Each root's key and signature, kept for as long as the root lives: discovery hands back the same root objects
// for the folders no edit touched, and a watch run asks for every kind's key several times (hundreds of kinds,
// each a fresh string to build and hash otherwise).
const keys = new WeakMap<RootKind, string>();
const signatures = new WeakMap<RootKind, string>();

/** A root kind's identity across runs: its package folder and its name. */
export function kindKey(root: RootKind): string {
  let key = keys.get(root);
  if (key === undefined) {
    key = `${root.package.folder}\u0000${root.kind}`;
    keys.set(root, key);
  }
  return key;
}

// Each settings object's JSON, kept for as long as the object lives: discovery hands back the same `crd`
// settings for a file that did not change and one `package` per folder, so a watch run over hundreds of
// unchanged kinds compares strings instead of serialising every kind's settings again.
const settingsJson = new WeakMap<object, string>();

function jsonOf(settings: object): string {
  let json = settingsJson.get(settings);
  if (json === undefined) {
    json = JSON.stringify(settings);
    settingsJson.set(settings, json);
  }
  return json;
}

/** What decides a kind's CRD besides its types: its package's and its own settings. */
export function kindSignature(root: RootKind): string {
  let signature = signatures.get(root);
  if (signature === undefined) {
    signature = `[${jsonOf(root.package)},${jsonOf(root.crd)}]`;
    signatures.set(root, signature);
  }
  return signature;
}

/** A kind as the last run that converted it left it. */
export interface KindEntry {
  readonly signature: string;
  /** Its lowered version; undefined when it did not convert. */
  readonly version: KindVersion | undefined;
  /** The files its types come from, absolute. */
  readonly sources: readonly string[];
  /** Problems found converting and lowering it that have no place in a file. */
  readonly placeless: readonly Diagnostic[];
}

/**
 * The kinds to convert again: those that are new, whose settings changed or that read a changed file, and
 * then every kind sharing a file of the project with one of them. Shared named types report their problems
 * once, in whichever kind meets them first, so kinds that share files are always converted together.
 */
export function kindsToConvert(
  roots: readonly RootKind[],
  entries: ReadonlyMap<string, KindEntry>,
  changes: ReadonlySet<string>,
): Set<string> {
  const affected = new Set<string>();
  const owners = new Map<string, string[]>();
  for (const [key, entry] of entries) {
    for (const file of entry.sources) {
      if (file.includes("/node_modules/")) continue;
      const known = owners.get(file);
      // Pushed, not copied: a file every kind reads (a shared types file) would cost kinds² copies.
      if (known === undefined) owners.set(file, [key]);
      else known.push(key);
    }
  }
  for (const root of roots) {
    const key = kindKey(root);
    const entry = entries.get(key);
    const stale =
      entry === undefined ||
      entry.signature !== kindSignature(root) ||
      changes.has(root.declaration.file) ||
      entry.sources.some((file) => changes.has(file));
    if (stale) affected.add(key);
  }
  const pending = [...affected];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const file of entries.get(key)?.sources ?? []) {
      for (const other of owners.get(file) ?? []) {
        if (!affected.has(other)) {
          affected.add(other);
          pending.push(other);
        }
      }
    }
  }
  return affected;
}
