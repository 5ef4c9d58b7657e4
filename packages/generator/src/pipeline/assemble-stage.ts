import type { Diagnostic } from "@crdgen/core";
import { createDiagnostic } from "@crdgen/core";
import type { KindVersion } from "../assemble/types.js";

/**
 * The versions of each kind, by `<group>/<kind>` (the same kind in several version folders of one group is
 * one CRD); a kind declared twice in one group version is reported and its second declaration left out.
 */
export function byKind(
  versions: readonly KindVersion[],
  diagnostics: Diagnostic[],
): Map<string, KindVersion[]> {
  const out = new Map<string, KindVersion[]>();
  for (const version of versions) {
    const { kind, package: pkg } = version.root;
    const key = `${pkg.group}/${kind}`;
    const list = out.get(key) ?? [];
    const twin = list.find((v) => v.root.package.version === pkg.version);
    if (twin !== undefined) {
      const message = `${kind} is declared twice in ${pkg.group}/${pkg.version} (also at ${twin.root.span.file}:${twin.root.span.start.line}:${twin.root.span.start.column})`;
      diagnostics.push(createDiagnostic("CRD2016", message, { span: version.root.span }));
      continue;
    }
    list.push(version);
    out.set(key, list);
  }
  return out;
}

/** CRDs in output order: by group, then plural. */
export function sortCrds<C extends { readonly group: string; readonly plural: string }>(crds: C[]): C[] {
  const key = (c: C) => `${c.group}\u0000${c.plural}`;
  return crds.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
