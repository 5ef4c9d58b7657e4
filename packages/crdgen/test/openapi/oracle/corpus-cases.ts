/**
 * Publish-oracle cases over the CRDs of `testdata/corpus/crds`: for each file, its v3 and v2 documents, and kubectl
 * explain of each CRD's kind, of its kind recursively, and of `spec`, in each served version.
 * A case names its file (`corpus`) instead of holding the CRDs, so recorded vectors stay small.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import type { JsonObject } from "../../../src/openapi/json.js";
import type { PublishCase } from "./generators.js";

const corpusRoot = fileURLToPath(new URL("../../../../../testdata/corpus/crds/", import.meta.url));

interface CorpusIndexEntry {
  readonly file: string;
}

/** The corpus files, as its index lists them. */
function corpusFiles(): string[] {
  const index = JSON.parse(readFileSync(`${corpusRoot}index.json`, "utf8")) as CorpusIndexEntry[];
  return index.map((entry) => entry.file);
}

/** The apiextensions.k8s.io/v1 CRDs of a corpus file. */
function corpusCrds(file: string): JsonObject[] {
  return yaml
    .loadAll(readFileSync(`${corpusRoot}${file}`, "utf8"))
    .filter(
      (doc): doc is JsonObject =>
        typeof doc === "object" &&
        doc !== null &&
        (doc as JsonObject).kind === "CustomResourceDefinition" &&
        (doc as JsonObject).apiVersion === "apiextensions.k8s.io/v1",
    );
}

/** A case over a corpus file: the case with its CRDs left out, and the file they come from. */
export type CorpusCase = DistributiveOmit<PublishCase, "crds"> & { readonly corpus: string };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The cases of every corpus file. */
export function corpusCases(): CorpusCase[] {
  const cases: CorpusCase[] = [];
  for (const file of corpusFiles()) {
    const crds = corpusCrds(file);
    if (crds.length === 0) continue;
    cases.push({ corpus: file, op: "openapi", v2: false }, { corpus: file, op: "openapi", v2: true });
    for (const crd of crds) {
      const spec = crd.spec as JsonObject;
      const names = spec.names as JsonObject;
      for (const version of spec.versions as JsonObject[]) {
        if (version.served !== true) continue;
        const base = {
          corpus: file,
          op: "explain" as const,
          group: spec.group as string,
          version: version.name as string,
          resource: names.plural as string,
        };
        cases.push(
          { ...base, fieldPath: [], recursive: false },
          { ...base, fieldPath: [], recursive: true },
          { ...base, fieldPath: ["spec"], recursive: false },
        );
      }
    }
  }
  return cases;
}

/** The case with the corpus file's CRDs in it, as the oracle and crdgen take it. */
export function withCorpusCrds(c: CorpusCase): PublishCase {
  const { corpus, ...rest } = c;
  return { ...rest, crds: corpusCrds(corpus) };
}
