import { catalogMessage } from "@crdgen/core";
import type { CrdWarning } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import { manifestDiagnostic } from "../manifest/diagnostic.js";
import type { ManifestDocument } from "../manifest/documents.js";
import { YamlPositionIndex } from "../manifest/yaml-positions.js";

/**
 * The API server's warnings for one CRD as warning diagnostics of its file (CRD3004 for an unrecognized format,
 * CRD3005 for repeated owner references), each at the YAML node it came from (the first node, when several give
 * the same text: the server says it once).
 * `item` is the CRD's index in a `List` document's items.
 */
export function locateWarnings(
  warnings: readonly CrdWarning[],
  file: string,
  document: ManifestDocument,
  item: number | undefined,
): ManifestDiagnostic[] {
  if (warnings.length === 0) return [];
  const { source } = document;
  const index = positionIndex(source.text);
  const prefix = item === undefined ? [] : ["items", String(item)];
  return warnings.map((warning) => {
    const found = index?.locate(source.documentInText, [...prefix, ...warning.steps]);
    const code = warning.kind === "unrecognizedFormat" ? "CRD3004" : "CRD3005";
    return manifestDiagnostic(catalogMessage(code, "serverWarning", { warning: warning.text }), file, {
      line: found === undefined ? document.line : source.line + found.line - 1,
      column: found?.column ?? 1,
      sourceLine: found?.lineText,
      document: document.index,
      crdPath: warning.field,
    });
  });
}

function positionIndex(text: string): YamlPositionIndex | undefined {
  try {
    return new YamlPositionIndex(text);
  } catch {
    // The text was read by js-yaml already; a parser that disagrees costs the positions, never the warnings.
    return undefined;
  }
}
