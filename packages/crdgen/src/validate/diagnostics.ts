import { errorString } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import { manifestDiagnostic } from "../manifest/diagnostic.js";
import type { ManifestDocument } from "../manifest/documents.js";
import type { FilePlace, ValidatedObject } from "./types.js";

// Every diagnostic `crdgen validate` reports is built in this file, so that how messages are worded (and
// where their text comes from) changes in one place.

/** How the diagnostics of a run are judged. */
export interface JudgeOptions {
  /** Unknown fields are errors, as `kubectl --validate=strict` refuses them. */
  readonly strict: boolean;
}

/** The diagnostics of one object, in the order they are shown: refusal or errors, then warnings, then notes. */
export function objectDiagnostics(
  file: string,
  object: ValidatedObject,
  options: JudgeOptions,
): ManifestDiagnostic[] {
  const { outcome } = object;
  const at = (place: FilePlace): ReturnType<typeof details> => details(place, object.index);
  const refusal = outcome.refusal;
  if (refusal !== undefined) {
    const place = object.refusalPlace ?? { line: object.line, column: 1 };
    switch (refusal.reason) {
      case "not-an-object":
      case "no-kind":
        return [manifestDiagnostic("CRD5044", file, `${subject(object)}: ${refusal.message}`, at(place))];
      case "no-match":
        return [manifestDiagnostic("CRD5042", file, refusal.message, at(place))];
      case "built-in":
        return [
          manifestDiagnostic(
            "CRD5048",
            file,
            `${outcome.kind} ${JSON.stringify(outcome.name)} (${outcome.apiVersion}) is a built-in kind; skipped`,
            at(place),
          ),
        ];
    }
  }
  const found = object.errors.map((error) =>
    manifestDiagnostic("CRD5040", file, errorString(error), at(error)),
  );
  for (const warning of object.warnings) {
    const code = warning.unknownField ? "CRD5041" : "CRD5043";
    const severity = warning.unknownField && options.strict ? "error" : undefined;
    found.push(manifestDiagnostic(code, file, warning.text, { ...at(warning), severity }));
  }
  if (outcome.unevaluatedRules) {
    const message = `${outcome.kind} ${JSON.stringify(outcome.name)}: the schema's x-kubernetes-validations rules were not evaluated`;
    found.push(manifestDiagnostic("CRD5045", file, message, at({ line: object.line, column: 1 })));
  }
  return found;
}

/** Whether the server would refuse the object (with `strict`, also for unknown fields). Skipped kinds pass. */
export function isRefused(object: ValidatedObject, options: JudgeOptions): boolean {
  const { outcome } = object;
  if (outcome.refusal?.reason === "built-in") return false;
  return !outcome.valid || (options.strict && outcome.unknownFields.length > 0);
}

/** An object bigger than the API server accepts in one request. */
export function oversizedObject(
  file: string,
  document: ManifestDocument,
  size: number,
  limit: number,
): ManifestDiagnostic {
  const message =
    `document ${document.index} is ${size.toLocaleString("en-US")} bytes as JSON, more than the ` +
    `${(limit / (1024 * 1024)).toString()} MiB the API server accepts in one request`;
  return manifestDiagnostic("CRD5047", file, message, {
    line: document.line,
    column: 1,
    document: document.index,
  });
}

/** No CRD to check against: `--crds` found none, or the project's types did not generate. */
export function noCrds(file: string, message: string): ManifestDiagnostic {
  return manifestDiagnostic("CRD5046", file, message);
}

function subject(object: ValidatedObject): string {
  return object.item === undefined ? `document ${object.index}` : `item ${object.item} of the List`;
}

function details(place: FilePlace, document: number) {
  return { line: place.line, column: place.column, sourceLine: place.sourceLine, document };
}
