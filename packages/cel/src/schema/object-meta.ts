/**
 * apiextensions `pkg/apiserver/schema/cel/model/schemas.go` WithTypeAndObjectMeta: what a resource root always
 * has for CEL, whatever its schema says.
 */
import type { CelSchema } from "./cel-schema.js";

/** `nameMaxLength`: DNS-1123 subdomain names, the default bound of metadata.name. */
export const nameMaxLength = 253;

/**
 * `WithTypeAndObjectMeta`: the schema with string `kind` and `apiVersion` and a `metadata` object of only
 * `name` and `generateName` (strings capped at 253 and 252 characters: a generated suffix takes at least one).
 * A schema that already declares all five as strings/object is returned as is. The input is not changed; like
 * Go's copy of the structural schema, the copy has no `items`.
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
      metadata: {
        type: "object",
        properties: {
          name: cappedLengthStringType(metadataProps?.["name"], nameMaxLength),
          generateName: cappedLengthStringType(metadataProps?.["generateName"], nameMaxLength - 1),
        },
      },
    },
  };
}

/** `cappedLengthStringType`: a string whose maxLength is the existing one when shorter than the cap. */
function cappedLengthStringType(existing: CelSchema | undefined, maxLength: number): CelSchema {
  const existingMax = existing?.maxLength;
  const capped = typeof existingMax === "number" && existingMax < maxLength ? existingMax : maxLength;
  return { type: "string", maxLength: capped };
}

/** The schema without `items`: Go's copy of the structural schema does not carry them over. */
function withoutItems(s: CelSchema): CelSchema {
  return Object.fromEntries(Object.entries(s).filter(([key]) => key !== "items"));
}
