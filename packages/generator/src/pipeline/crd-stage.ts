import type { Diagnostic } from "@crdgen/core";
import { hasErrors } from "@crdgen/core";
import type { AssembledCrd } from "../assemble/crd.js";
import { assembleCrd } from "../assemble/crd.js";
import type { KindVersion } from "../assemble/types.js";
import { celStage } from "../cel/cel-stage.js";
import { checkStage } from "./check-stage.js";
import type { GeneratedCrd } from "./types.js";

/** One kind's CRD as assembled and checked, with the versions it was made of. */
export interface CrdEntry {
  readonly members: readonly KindVersion[];
  /** Undefined when assembly failed. */
  readonly generated: GeneratedCrd | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/** Assembles one kind's versions into its CRD and checks it as the API server would. */
export function buildCrd(members: readonly KindVersion[]): CrdEntry {
  const assembled = assembleCrd(members);
  const value = assembled.value;
  if (value === undefined || hasErrors(assembled.diagnostics)) {
    return { members, generated: undefined, diagnostics: assembled.diagnostics };
  }
  const diagnostics = [...assembled.diagnostics, ...checkStage([value]), ...celStage(value)];
  return { members, generated: generatedCrd(value), diagnostics };
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
