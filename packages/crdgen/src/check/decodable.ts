import type { CustomResourceDefinition, FieldError } from "@crdgen/structural";
import { decodeCrdNoting, withZeroStructElements } from "@crdgen/structural";
import { classifyDocument } from "./classify.js";

/** A CRD document the API server cannot decode into its Go types, and the first error decoding it. */
interface UndecodableCrd {
  readonly name: string;
  readonly error: FieldError;
}

/** The `apiextensions.k8s.io/v1` CRDs among documents, split into those the API server decodes and the rest. */
export interface DecodableCrds {
  readonly crds: readonly CustomResourceDefinition[];
  readonly undecodable: readonly UndecodableCrd[];
}

/**
 * The CRDs of `documents` that the API server can decode, as `validate`, `openapi`, `explain`, `docs` and
 * `jsonschema` need them. A CRD with a value its Go types refuse (`scope: true`, a schema node that is a string,
 * an unknown field, which kubectl's default strict field validation refuses) is never created, so nothing is
 * served from it: those commands leave it out rather than read values of types the schema code does not expect.
 * `crdgen check` reports every problem of such a CRD; this decoding walk is the cheap first part of it. The
 * input is not changed.
 */
export function decodableCrds(documents: readonly unknown[]): DecodableCrds {
  const crds: CustomResourceDefinition[] = [];
  const undecodable: UndecodableCrd[] = [];
  for (const document of documents) {
    const found = classifyDocument(document);
    if (found.kind !== "crd") continue;
    const decoded = decodeCrdNoting(document, undefined);
    const error = decoded.errors[0];
    if (error !== undefined) {
      undecodable.push({ name: found.name, error });
      continue;
    }
    // A null element of a list of structs (`versions: [null]`) is the zero struct in Go: given as `{}`, in a
    // copy of its path, so that nothing below reads a null where Go has a value.
    const crd = decoded.zeroStructElements ? withZeroStructElements(document) : document;
    crds.push(crd as CustomResourceDefinition);
  }
  return { crds, undecodable };
}
