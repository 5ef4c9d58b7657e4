import { RuleCompiler } from "@crdgen/cel";
import type { Diagnostic } from "@crdgen/core";
import type { SubtreeMemo } from "@crdgen/structural";
import { hasErrors } from "@crdgen/core";
import type { AssembledCrd } from "../assemble/crd.js";
import { assembleCrd } from "../assemble/crd.js";
import type { KindVersion } from "../assemble/types.js";
import { celStage } from "../cel/cel-stage.js";
import type { RootKind } from "../discover/types.js";
import { checkStage } from "./check-stage.js";
import type { GeneratedCrd } from "./types.js";

/** One kind's CRD as assembled and checked, with the versions it was made of. */
export interface CrdEntry {
  readonly members: readonly KindVersion[];
  /** The kind's skipped versions, whose CRD-level markers apply too. */
  readonly skipped: readonly RootKind[];
  /** Undefined when assembly failed. */
  readonly generated: GeneratedCrd | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Assembles one kind's versions into its CRD and checks it as the API server would. `memo` is the schema walk's
 * memo of the assembly this CRD is built in: the CRDs built with it share unchanged subtrees.
 */
export function buildCrd(
  members: readonly KindVersion[],
  memo: SubtreeMemo,
  skipped: readonly RootKind[] = [],
): CrdEntry {
  const assembled = assembleCrd(members, skipped);
  const value = assembled.value;
  if (value === undefined || hasErrors(assembled.diagnostics)) {
    return { members, skipped, generated: undefined, diagnostics: assembled.diagnostics };
  }
  // The CEL stage and the checker compile the same rules: one compiler, owned by this build, compiles each once.
  const compiler = new RuleCompiler();
  // The CEL stage reports a marker's rule at the marker, with the column inside the rule; the checker's error
  // about the same rule (the API server's text, at the CRD path) is then already told.
  const cel = celStage(value, compiler);
  const celDiagnostics = cel.diagnostics;
  const told = new Set([...cel.toldPaths].map(schemaRelative));
  const checked = checkStage([value], compiler, memo).filter(
    (d) => d.crdPath === undefined || !told.has(schemaRelative(d.crdPath)),
  );
  const diagnostics = [...assembled.diagnostics, ...checked, ...celDiagnostics];
  return { members, skipped, generated: generatedCrd(value), diagnostics };
}

/**
 * A CRD path from the schema root on: the API server names a schema all versions share
 * `spec.validation.openAPIV3Schema`, the CEL stage always `spec.versions[i].schema.openAPIV3Schema`.
 */
function schemaRelative(crdPath: string): string {
  const at = crdPath.indexOf("openAPIV3Schema");
  return at === -1 ? crdPath : crdPath.slice(at);
}

function generatedCrd(assembled: AssembledCrd): GeneratedCrd {
  return {
    group: assembled.group,
    kind: assembled.kind,
    plural: assembled.plural,
    versions: assembled.crd.spec?.versions?.map((v) => v.name ?? "") ?? [],
    crd: assembled.crd,
    sources: [...new Set(assembled.versions.flatMap((v) => v.sources))].sort(),
  };
}

/** The CRDs of `entries`, without the ones whose names clash, and where each kind is declared. */
export function generatedCrds(entries: readonly CrdEntry[]): {
  readonly crds: GeneratedCrd[];
  readonly spanOf: (crd: GeneratedCrd) => KindVersion["root"]["span"] | undefined;
} {
  const crds = entries.flatMap((entry) => entry.generated ?? []);
  const spanOf = (crd: GeneratedCrd) =>
    entries.find((entry) => entry.generated === crd)?.members[0]?.root.span;
  return { crds, spanOf };
}
