import { at, catalogMessage } from "@crdgen/core";
import type { DiagnosticMessage } from "@crdgen/core";

/** The deepest nesting read; real CRDs stay under 40 levels (the corpus maximum is 38). */
export const maxNestingDepth = 1000;

/** What a js-yaml error means for the user: a catalog message in our words. */
export type YamlErrorMeaning = DiagnosticMessage;

const explicitTagFailure = /^cannot resolve a node with !<tag:yaml\.org,2002:([^>]+)> explicit tag$/;

/**
 * Translates js-yaml's `reason` text into a diagnostic code and message. `lineText` and `column` (0-based)
 * locate the error, so that a duplicate key can be named.
 */
export function explainYamlError(reason: string, lineText: string, column: number): YamlErrorMeaning {
  if (reason === "duplicated mapping key") {
    const key = keyAt(lineText, column);
    return key === undefined
      ? catalogMessage("CRD4002", "duplicateKey")
      : catalogMessage("CRD4002", "duplicateNamedKey", { key: JSON.stringify(key) });
  }
  if (reason.startsWith("nesting exceeded maxDepth")) {
    return catalogMessage("CRD4010", "tooDeep", { depth: maxNestingDepth });
  }
  if (
    reason.startsWith("merge keys exceeded maxTotalMergeKeys") ||
    reason === "abnormal merge sequence size"
  ) {
    return catalogMessage("CRD4003", "mergeKeys", { reason });
  }
  const tagFailure = explicitTagFailure.exec(reason);
  if (tagFailure !== null) {
    return catalogMessage("CRD4001", "tagFailure", { tag: at(tagFailure, 1) });
  }
  return catalogMessage("CRD4001", "yamlError", { reason });
}

/** The mapping key written at `column` of a line: quoted, or plain up to its `:`. */
function keyAt(lineText: string, column: number): string | undefined {
  const rest = lineText.slice(column);
  const quote = rest.charAt(0);
  if (quote === '"' || quote === "'") {
    const end = rest.indexOf(quote, 1);
    return end === -1 ? undefined : rest.slice(1, end);
  }
  const colon = /:(?=[ \t]|$)/.exec(rest);
  const key = (colon === null ? rest : rest.slice(0, colon.index)).trim();
  return key === "" ? undefined : key;
}
