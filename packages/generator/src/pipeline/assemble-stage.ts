import type { Diagnostic, Result } from "@crdgen/core";
import { createDiagnostic, hasErrors } from "@crdgen/core";
import type { AssembledCrd } from "../assemble/crd.js";
import { assembleCrd } from "../assemble/crd.js";
import type { KindVersion } from "../assemble/types.js";

function byKind(versions: readonly KindVersion[], diagnostics: Diagnostic[]): Map<string, KindVersion[]> {
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

/**
 * Groups the versions of each kind (the same kind in several version folders of one group is one CRD) and
 * assembles their CRDs. A CRD with assembly errors (no storage version …) is left out.
 */
export function assembleStage(versions: readonly KindVersion[]): Result<AssembledCrd[]> {
  const diagnostics: Diagnostic[] = [];
  const out: AssembledCrd[] = [];
  for (const group of byKind(versions, diagnostics).values()) {
    const assembled = assembleCrd(group);
    diagnostics.push(...assembled.diagnostics);
    if (assembled.value !== undefined && !hasErrors(assembled.diagnostics)) out.push(assembled.value);
  }
  const key = (c: AssembledCrd) => `${c.group}\u0000${c.plural}`;
  out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { value: out, diagnostics };
}
