import type { Diagnostic, DiagnosticMessage } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import { errorBody, FieldPath, pruneValue, validateValue } from "@crdgen/structural";
import type { Marker } from "../marker.js";
import { canonicalJson } from "../semantics/canonical.js";

/**
 * Checks the default a marker put on a schema as the API server checks it when the CRD is created: the
 * default must not hold fields that pruning would drop, and it must validate against the schema it sits
 * on (controller-gen checks neither). Each problem is an error at the marker. The server checks no default
 * below a map's values, and only the caller knows where the schema is used: the generator reports these
 * problems only where the server checks them (its DefaultChecks).
 */
export function checkDefault(schema: JSONSchemaProps, marker: Marker): Diagnostic[] {
  const value = schema.default;
  if (value === undefined || value === null) return [];
  const problems: DiagnosticMessage<"CRD1009">[] = [];
  if (canonicalJson(pruneValue(value, schema, false)) !== canonicalJson(value)) {
    problems.push(catalogMessage("CRD1009", "prunedFields", { marker: marker.text }));
  }
  for (const error of validateValue(value, schema, FieldPath.root("default"))) {
    // the API server's own words for what is wrong with the value
    const args = { marker: marker.text, field: error.field, reason: errorBody(error) };
    problems.push(catalogMessage("CRD1009", "fieldError", args));
  }
  return problems.map((problem) => createDiagnostic(problem, { span: marker.span }));
}
