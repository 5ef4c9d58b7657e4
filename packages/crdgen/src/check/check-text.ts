import { RuleCompiler } from "@crdgen/cel";
import { catalogMessage, detachedString, InternalError } from "@crdgen/core";
import type { FieldError } from "@crdgen/structural";
import { validateCustomResourceDefinition, warningsOnCreate } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import { manifestDiagnostic } from "../manifest/diagnostic.js";
import type { ManifestDocument } from "../manifest/documents.js";
import { readManifestText } from "../manifest/documents.js";
import { classifyDocument, crdApiVersion } from "./classify.js";
import { locateErrors } from "./locate-errors.js";
import { locateWarnings } from "./locate-warnings.js";
import { crdRuleCosts } from "./rule-costs.js";
import type { CheckedCrd, FileReport } from "./types.js";

/**
 * Checks the text of one manifest file: reads its documents one at a time and validates each
 * `apiextensions.k8s.io/v1` CustomResourceDefinition as the API server does on create. Only the errors
 * are kept, never the documents.
 */
export function checkManifestText(text: string, file: string, options: TextCheckOptions = {}): FileReport {
  const documents: CheckedCrd[] = [];
  const diagnostics: ManifestDiagnostic[] = [];
  const place: Place = {
    file,
    costs: options.costs === true,
    compiler: options.compiler ?? new RuleCompiler(),
  };
  for (const item of readManifestText(text, file)) {
    if (item.kind === "diagnostic") diagnostics.push(item.diagnostic);
    else checkDocument(item.document, place, documents, diagnostics);
  }
  return { file, documents, diagnostics, unreadable: false };
}

/** What {@link checkManifestText} computes besides the errors. */
export interface TextCheckOptions {
  readonly costs?: boolean;
  /** Compiles the CEL rules; a run checking many files passes one for all of them. Default: one per call. */
  readonly compiler?: RuleCompiler;
}

interface Place {
  readonly file: string;
  readonly costs: boolean;
  /** Shared by the checker and the cost report, so that each rule is compiled once. */
  readonly compiler: RuleCompiler;
}

function checkDocument(
  document: ManifestDocument,
  place: Place,
  crds: CheckedCrd[],
  diagnostics: ManifestDiagnostic[],
): void {
  const found = classifyDocument(document.value);
  if (found.kind !== "list") {
    checkObject(document.value, document, undefined, place, crds, diagnostics);
    return;
  }
  found.items.forEach((item, i) => {
    checkObject(item, document, i, place, crds, diagnostics);
  });
}

function checkObject(
  value: unknown,
  document: ManifestDocument,
  item: number | undefined,
  place: Place,
  crds: CheckedCrd[],
  diagnostics: ManifestDiagnostic[],
): void {
  const { file } = place;
  const found = classifyDocument(value);
  const where = { line: document.line, column: 1, document: document.index };
  const subject = item === undefined ? "document" : `item ${item} of the List`;
  switch (found.kind) {
    case "crd": {
      const errors = validate(value, found.name, place);
      crds.push({
        index: document.index,
        ...(item === undefined ? {} : { item }),
        // Kept for the whole run: a copy, so that the file's text is not kept with it.
        name: detachedString(found.name),
        line: document.line,
        errors: locateErrors(errors, value, document, item),
        ...(place.costs ? { costs: crdRuleCosts(value, place.compiler) } : {}),
      });
      diagnostics.push(...locateWarnings(warningsOnCreate(value, errors), file, document, item));
      return;
    }
    case "retired-crd":
      diagnostics.push(
        manifestDiagnostic(
          catalogMessage("CRD4008", "retiredVersion", {
            name: JSON.stringify(found.name),
            apiVersion: found.apiVersion,
            servedVersion: crdApiVersion,
          }),
          file,
          where,
        ),
      );
      return;
    case "list":
      diagnostics.push(manifestDiagnostic(catalogMessage("CRD4007", "nestedList"), file, where));
      return;
    case "other":
      diagnostics.push(
        manifestDiagnostic(
          catalogMessage("CRD4007", "notCrd", { subject, description: found.description }),
          file,
          where,
        ),
      );
      return;
    case "not-an-object":
      diagnostics.push(
        manifestDiagnostic(
          catalogMessage("CRD4009", "notObject", { subject, shape: found.shape }),
          file,
          where,
        ),
      );
  }
}

function validate(crd: unknown, name: string, { file, compiler }: Place): readonly FieldError[] {
  try {
    return validateCustomResourceDefinition(crd, { compiler });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InternalError(`validating CRD ${JSON.stringify(name)} in ${file} failed: ${reason}`, {
      cause: error,
    });
  }
}
