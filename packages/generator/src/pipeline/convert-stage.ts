import type { Result } from "@crdgen/core";
import type { CommentReader } from "../comments/reader.js";
import type { ConvertSettings, CoreTypes } from "../convert/context.js";
import { ConvertSession } from "../convert/session.js";
import type { RootKind } from "../discover/types.js";
import { reach } from "../ir/reach.js";
import type { IRDefinition, IRNode } from "../ir/types.js";

/** A root kind as IR, with the files it reads and whether it converted without errors. */
export interface ConvertedKind {
  readonly root: RootKind;
  readonly node: IRNode;
  readonly sources: readonly string[];
  readonly complete: boolean;
}

/** The convert stage's value: the kinds and the named types they refer to. */
export interface Conversion {
  readonly kinds: readonly ConvertedKind[];
  readonly definitions: ReadonlyMap<string, IRDefinition>;
}

/** Converts every root kind's type to IR; named types are converted once for all kinds. */
export function convertStage(
  roots: readonly RootKind[],
  settings: ConvertSettings,
  comments: CommentReader,
  coreTypes: CoreTypes,
  optionalByDefault: (file: string) => boolean,
): Result<Conversion> {
  const session = new ConvertSession(settings, comments, coreTypes, optionalByDefault);
  const converted = roots.map((root) => ({ root, node: session.convert(root.declaration.type()) }));
  const kinds = converted.map(({ root, node }) => {
    const reached = reach(node, session.definitions);
    const sources = [...new Set([root.declaration.file, ...reached.files])].sort();
    return { root, node, sources, complete: !reached.invalid };
  });
  const diagnostics = [...session.takeDiagnostics(), ...comments.takeDiagnostics()];
  return { value: { kinds, definitions: session.definitions }, diagnostics };
}
