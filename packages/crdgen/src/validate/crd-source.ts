import { catalogMessage } from "@crdgen/core";
import type { CustomResourceDefinition } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import { readManifestText } from "../manifest/documents.js";
import { classifyDocument } from "../check/classify.js";
import { noCrds } from "./diagnostics.js";
import { readInputs } from "../manifest/read-inputs.js";

/** The CRDs a run validates against, and the problems met while reading them. */
export interface CrdSource {
  readonly crds: readonly CustomResourceDefinition[];
  readonly diagnostics: readonly ManifestDiagnostic[];
  /** Some input could not be read, or none held a CRD: the run cannot go on (exit 2). */
  readonly failed: boolean;
}

/** The documents of manifest files (`List` documents as their items), and the problems met reading them. */
export interface DocumentSource {
  readonly documents: readonly unknown[];
  readonly diagnostics: readonly ManifestDiagnostic[];
  /** Some input could not be read. */
  readonly failed: boolean;
}

/**
 * Reads the documents of manifest files and folders, with the items of `List` documents (as `kubectl get -o
 * yaml` prints them) in place of the List. Integers are read as numbers.
 */
export async function readDocumentFiles(paths: readonly string[]): Promise<DocumentSource> {
  const documents: unknown[] = [];
  const diagnostics: ManifestDiagnostic[] = [];
  let failed = false;
  for await (const input of readInputs(paths, undefined)) {
    if (input.kind === "problem") {
      diagnostics.push(input.diagnostic);
      failed ||= input.unreadable;
      continue;
    }
    for (const item of readManifestText(input.text, input.file)) {
      if (item.kind === "diagnostic") {
        diagnostics.push(item.diagnostic);
        continue;
      }
      const found = classifyDocument(item.document.value);
      documents.push(...(found.kind === "list" ? found.items : [item.document.value]));
    }
  }
  return { documents, diagnostics, failed };
}

/**
 * Reads the `apiextensions.k8s.io/v1` CustomResourceDefinitions of manifest files and folders (also the items
 * of `List` documents, as `kubectl get crd -o yaml` prints them). Other documents are ignored: a bundle of
 * third-party manifests holds Deployments and RBAC beside its CRDs.
 */
export async function readCrdFiles(paths: readonly string[]): Promise<CrdSource> {
  const source = await readDocumentFiles(paths);
  const crds = source.documents.filter(
    (value): value is CustomResourceDefinition => classifyDocument(value).kind === "crd",
  );
  const diagnostics = [...source.diagnostics];
  let failed = source.failed;
  if (crds.length === 0 && !failed) {
    diagnostics.push(
      noCrds(paths.join(", "), catalogMessage("CRD5046", "noCrdFiles", { paths: paths.join(", ") })),
    );
    failed = true;
  }
  return { crds, diagnostics, failed };
}
