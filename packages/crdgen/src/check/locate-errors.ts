import { diagnosticCatalog } from "@crdgen/core";
import type { FieldError } from "@crdgen/structural";
import type { ManifestDocument } from "../manifest/documents.js";
import { YamlPositionIndex } from "../manifest/yaml-positions.js";
import { placeError } from "./place-error.js";
import type { CheckedError } from "./types.js";

/**
 * Gives each API-server error of one CRD its code, its place in the file (line, column, the line's text) and
 * a hint. The document's text is parsed for positions only here, once per CRD that has errors.
 * `item` is the CRD's index in a `List` document's items.
 */
export function locateErrors(
  errors: readonly FieldError[],
  crd: unknown,
  document: ManifestDocument,
  item: number | undefined,
): CheckedError[] {
  if (errors.length === 0) return [];
  const { source } = document;
  const index = positionIndex(source.text);
  const prefix = item === undefined ? [] : ["items", String(item)];
  return errors.map((error): CheckedError => {
    const place = placeError(error, crd);
    const found = index?.locate(source.documentInText, [...prefix, ...place.steps]);
    const code: CheckedError["code"] = error.origin === "structural" ? "CRD3001" : "CRD3002";
    const catalogHint = diagnosticCatalog[code].hint;
    const hint = place.hint ?? (place.note === undefined ? catalogHint : `${place.note} ${catalogHint}`);
    return {
      ...error,
      code,
      line: found === undefined ? document.line : source.line + found.line - 1,
      column: found?.column ?? 1,
      ...(found === undefined ? {} : { sourceLine: found.lineText }),
      ...(place.filePath === undefined ? {} : { path: place.filePath }),
      hint,
    };
  });
}

function positionIndex(text: string): YamlPositionIndex | undefined {
  try {
    return new YamlPositionIndex(text);
  } catch {
    // The text was read by js-yaml already; a parser that disagrees costs the positions, never the errors.
    return undefined;
  }
}
