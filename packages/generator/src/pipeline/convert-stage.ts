import path from "node:path";
import type { ConvertSession } from "../convert/session.js";
import type { ApiPackage, RootKind } from "../discover/types.js";
import { reach } from "../ir/reach.js";
import type { IRNode } from "../ir/types.js";

/** A root kind as IR, with the files it reads and whether it converted without errors. */
export interface ConvertedKind {
  readonly root: RootKind;
  readonly node: IRNode;
  readonly sources: readonly string[];
  readonly complete: boolean;
}

/** Converts one root kind's type to IR in `session`, with the files it reads and whether it is complete. */
export function convertKind(session: ConvertSession, root: RootKind): ConvertedKind {
  const node = session.convert(root.declaration.type());
  const reached = reach(node, session.definitions);
  const sources = [...new Set([root.declaration.file, ...reached.files])].sort();
  return { root, node, sources, complete: !reached.invalid };
}

/** Whether a file's fields are optional unless marked required (`+kubebuilder:validation:Optional` on its package). */
export function optionalByDefault(packages: readonly ApiPackage[]): (file: string) => boolean {
  const optional = new Set(packages.filter((p) => p.settings.fieldsOptionalByDefault).map((p) => p.folder));
  // Asked for every required-looking field: without such a package no folder name is worked out.
  if (optional.size === 0) return () => false;
  return (file) => optional.has(path.posix.dirname(file));
}
