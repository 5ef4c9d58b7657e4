import type { Diagnostic } from "@crdgen/core";
import { compareDiagnostics, plainSpan } from "@crdgen/core";

// Everything a reader sees of a diagnostic: two with the same identity say the same thing at the same place.
function identity(d: Diagnostic): string {
  const end = d.span?.end === undefined ? "" : `-${d.span.end.line}:${d.span.end.column}`;
  return [d.code, d.severity, at(d) + end, d.message, d.hint ?? "", d.crdPath ?? ""].join("\u0000");
}

/** A type TypeScript could not resolve: the consequence of an error TypeScript reports. */
const unresolvedType = "CRD2023";

const at = (d: Diagnostic): string =>
  d.span === undefined ? "" : `${d.span.file}:${d.span.start.line}:${d.span.start.column}`;

// Sorted, each once (a kind converted again may meet a problem that an unchanged kind reported already),
// and without crdgen's own complaint where TypeScript already reported the cause: at the same spot (an
// unknown type name is `any` to the checker), or anywhere for a type TypeScript could not resolve (the
// import that failed is elsewhere). Either says nothing new, and would be read first. Spans leave as plain
// objects (see plainSpan): callers of the library API spread and compare them.
export function finalDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const typeErrors = diagnostics.filter((d) => d.code === "CRD2001" && d.severity === "error");
  const placedTypeErrors = new Set(typeErrors.filter((d) => d.span !== undefined).map(at));
  const isCascade = (d: Diagnostic): boolean =>
    d.code !== "CRD2001" &&
    ((d.span !== undefined && placedTypeErrors.has(at(d))) ||
      (d.code === unresolvedType && typeErrors.length > 0));
  const seen = new Set<string>();
  return diagnostics
    .filter((d) => !isCascade(d))
    .filter((d) => {
      const key = identity(d);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((d) => (d.span === undefined ? d : { ...d, span: plainSpan(d.span) }))
    .sort(compareDiagnostics);
}
