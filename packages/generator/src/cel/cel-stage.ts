import type { Diagnostic } from "@crdgen/core";
import { type RuleCompiler, schemaRules } from "@crdgen/cel";
import type { Marker } from "@crdgen/markers";
import type { ValidationRule } from "@crdgen/structural";
import type { AssembledCrd } from "../assemble/crd.js";
import { ruleCostWarning } from "./rule-cost.js";
import { ruleProblemDiagnostics } from "./rule-errors.js";

/** The CEL stage's diagnostics, and the CRD path of every rule problem it told about (repeats included). */
export interface CelStageResult {
  readonly diagnostics: Diagnostic[];
  readonly toldPaths: ReadonlySet<string>;
}

/**
 * Compiles every XValidation rule of an assembled CRD as the API server will, against the finished schema of
 * the node it is on, and costs it where the node sits: errors and cost warnings at the marker. A named type's
 * rules appear wherever the type is used, so a problem is reported once per marker and message; `toldPaths`
 * still lists each place, so that the CRD checker's errors about the other places are known as told too. Rules
 * that no marker wrote (none today) are left to the CRD checker. `compiler`, when given, shares the
 * compilations with the CRD checker.
 */
export function celStage(assembled: AssembledCrd, compiler?: RuleCompiler): CelStageResult {
  const toldPaths = new Set<string>();
  if (assembled.versions.every((version) => version.ruleMarkers?.empty ?? true)) {
    return { diagnostics: [], toldPaths };
  }
  const options = compiler === undefined ? {} : { compiler };
  const markerOf = (rule: ValidationRule): Marker | undefined => {
    for (const version of assembled.versions) {
      const marker = version.ruleMarkers?.get(rule);
      if (marker !== undefined) return marker;
    }
    return undefined;
  };
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  const add = (diagnostic: Diagnostic): void => {
    if (diagnostic.crdPath !== undefined) toldPaths.add(diagnostic.crdPath);
    const start = diagnostic.span?.start;
    const key = `${diagnostic.span?.file}:${start?.line}:${start?.column}:${diagnostic.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(diagnostic);
  };
  (assembled.crd.spec?.versions ?? []).forEach((version, i) => {
    const schema = version.schema?.openAPIV3Schema;
    if (schema === undefined || schema === null) return;
    const owner = `${assembled.kind} ${version.name ?? ""}`;
    for (const rule of schemaRules(schema, `spec.versions[${i}].schema.openAPIV3Schema`, options).rules) {
      const marker = markerOf(rule.rule);
      if (marker === undefined) continue;
      for (const d of ruleProblemDiagnostics(rule, marker, owner)) add(d);
      const warning = ruleCostWarning(rule, marker, owner);
      if (warning !== undefined) add({ ...warning, crdPath: rule.field });
    }
  });
  return { diagnostics: out, toldPaths };
}
