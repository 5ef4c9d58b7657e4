/**
 * apiextensions `pkg/apiserver/schema/cel/model/schemas.go` WithTypeAndObjectMeta (Kubernetes 1.35, v0.35.0
 * lines 40-72): what a resource root always has for CEL, whatever its schema says.
 */
import type { CelSchema } from "./cel-schema.js";

/**
 * `WithTypeAndObjectMeta`: the schema with string `kind` and `apiVersion` and a `metadata` object of only `name`
 * and `generateName`, plain strings: Kubernetes 1.35 gives them no maxLength, so their size estimates are the
 * request size's (the 253/252 caps of commit 1f3023483 first ship in 1.37). A schema that already declares all
 * five as strings/object is returned as is. The input is not changed; like Go's copy of the structural schema,
 * the copy has no `items`.
 */
export function withTypeAndObjectMeta(s: CelSchema): CelSchema {
  const props = s.properties ?? undefined;
  const metadataProps = props?.["metadata"]?.properties ?? undefined;
  if (
    props !== undefined &&
    props["kind"]?.type === "string" &&
    props["apiVersion"]?.type === "string" &&
    props["metadata"]?.type === "object" &&
    metadataProps !== undefined &&
    metadataProps["name"]?.type === "string" &&
    metadataProps["generateName"]?.type === "string"
  ) {
    return s;
  }
  const stringType: CelSchema = { type: "string" };
  return {
    ...withoutItems(s),
    properties: {
      ...props,
      kind: stringType,
      apiVersion: stringType,
      metadata: { type: "object", properties: { name: stringType, generateName: stringType } },
    },
  };
}

/** The schema without `items`: Go's copy of the structural schema does not carry them over. */
function withoutItems(s: CelSchema): CelSchema {
  return Object.fromEntries(Object.entries(s).filter(([key]) => key !== "items"));
}
