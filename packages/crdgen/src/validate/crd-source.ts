import { catalogMessage } from "@crdgen/core";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { errorString } from "@crdgen/structural";
import type { ManifestDiagnostic } from "../manifest/diagnostic.js";
import { readManifestText } from "../manifest/documents.js";
import { classifyDocument } from "../check/classify.js";
import { noCrds } from "./diagnostics.js";
import { readInputs } from "../manifest/read-inputs.js";
import { manifestDiagnostic } from "../manifest/diagnostic.js";
import { decodableCrds } from "../check/decodable.js";

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

/** A document read from a file: where it is, and its value (an item of a `List` document is its own document). */
interface LocatedDocument {
  readonly file: string;
  /** The 0-based index of the file's document it is, or is an item of. */
  readonly document: number;
  /** The 1-based line where that document starts. */
  readonly line: number;
  readonly value: unknown;
}

/**
 * Reads the documents of manifest files and folders, with the items of `List` documents (as `kubectl get -o
 * yaml` prints them) in place of the List, each with where it was read. Integers are read as numbers.
 */
async function readLocatedDocuments(paths: readonly string[]): Promise<{
  readonly documents: LocatedDocument[];
  readonly diagnostics: ManifestDiagnostic[];
  readonly failed: boolean;
}> {
  const documents: LocatedDocument[] = [];
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
      const { index, line, value } = item.document;
      const found = classifyDocument(value);
      for (const each of found.kind === "list" ? found.items : [value]) {
        documents.push({ file: input.file, document: index, line, value: each });
      }
    }
  }
  return { documents, diagnostics, failed };
}

/**
 * Reads the documents of manifest files and folders, with the items of `List` documents (as `kubectl get -o
 * yaml` prints them) in place of the List. Integers are read as numbers.
 */
export async function readDocumentFiles(paths: readonly string[]): Promise<DocumentSource> {
  const source = await readLocatedDocuments(paths);
  return { ...source, documents: source.documents.map((located) => located.value) };
}

/**
 * Reads the `apiextensions.k8s.io/v1` CustomResourceDefinitions of manifest files and folders (also the items
 * of `List` documents, as `kubectl get crd -o yaml` prints them). Other documents are ignored: a bundle of
 * third-party manifests holds Deployments and RBAC beside its CRDs. A CRD the API server cannot decode is
 * reported (CRD5049) and left out ({@link decodableCrds}).
 */
export async function readCrdFiles(paths: readonly string[]): Promise<CrdSource> {
  const source = await readLocatedDocuments(paths);
  const crds: CustomResourceDefinition[] = [];
  const diagnostics = [...source.diagnostics];
  let undecodable = 0;
  for (const located of source.documents) {
    const found = decodableCrds([located.value]);
    crds.push(...found.crds);
    for (const crd of found.undecodable) {
      undecodable++;
      const message = catalogMessage("CRD5049", "undecodable", {
        name: crd.name === "" ? "(without a name)" : crd.name,
        error: errorString(crd.error),
      });
      diagnostics.push(
        manifestDiagnostic(message, located.file, { line: located.line, document: located.document }),
      );
    }
  }
  let failed = source.failed;
  if (crds.length === 0 && !failed) {
    // When every CRD was left out, the CRD5049 errors above say why; no second error says there are none.
    if (undecodable === 0) {
      diagnostics.push(
        noCrds(paths.join(", "), catalogMessage("CRD5046", "noCrdFiles", { paths: paths.join(", ") })),
      );
    }
    failed = true;
  }
  return { crds, diagnostics, failed };
}
