import type { CustomResourceDefinition } from "@crdgen/structural";
import type { JsonObject } from "../../src/openapi/json.js";

/** The CRD the upstream builder tests build around a schema: bar.k8s.io, Foo/FooList, foos, namespaced. */
export function fooCrd(
  schema: JsonObject | undefined,
  extra: {
    version?: string;
    selectableFields?: { jsonPath: string }[];
    preserveUnknownFields?: boolean;
  } = {},
): CustomResourceDefinition {
  const openAPIV3Schema =
    schema === undefined
      ? undefined
      : extra.preserveUnknownFields === true
        ? { ...schema, "x-kubernetes-preserve-unknown-fields": true }
        : schema;
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "foos.bar.k8s.io" },
    spec: {
      group: "bar.k8s.io",
      names: { plural: "foos", singular: "foo", kind: "Foo", listKind: "FooList" },
      scope: "Namespaced",
      versions: [
        {
          name: extra.version ?? "v1",
          served: true,
          storage: true,
          ...(openAPIV3Schema === undefined ? {} : { schema: { openAPIV3Schema } }),
          ...(extra.selectableFields === undefined ? {} : { selectableFields: extra.selectableFields }),
        },
      ],
    },
  };
}

/** The upstream tests' comparison: TypeMeta/ObjectMeta descriptions wiped ("we trust that they match here"). */
export function withoutMetaDescriptions(schema: JsonObject): JsonObject {
  const copy = structuredClone(schema);
  const properties = copy.properties as Record<string, JsonObject> | undefined;
  if (properties?.kind !== undefined) {
    for (const name of ["kind", "apiVersion", "metadata"]) {
      const property = properties[name];
      if (property !== undefined) delete property.description;
    }
  }
  return copy;
}
