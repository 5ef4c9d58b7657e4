import type { CrdView } from "./crd-view.js";
import type { JsonMap } from "./go-values.js";
import { isJsonMap } from "./go-values.js";
import { objectMetaSchemaName, objectMetaSchemas, typeMetaProperties } from "./published-meta.js";

// The OpenAPI v3 document the API server publishes for one version of a CRD (/openapi/v3/apis/<group>/<version>),
// as far as `kubectl explain` reads it: apiextensions-apiserver pkg/controller/openapi/builder/builder.go
// (BuildOpenAPIV3 with the options of pkg/controller/openapiv3/controller.go: nothing stripped). The version's
// schema is unfolded (int-or-string fields gain their anyOf), then apiVersion and kind become TypeMeta's,
// metadata a reference to ObjectMeta, and embedded resources gain the same three fields. The paths hold only
// the operations' x-kubernetes-group-version-kind, which is all the explain template looks at.

const objectMetaRef = `#/components/schemas/${objectMetaSchemaName}`;
// metav1beta1.PartialObjectMetadata{}.SwaggerDoc()["metadata"], the description the builder gives metadata.
const metadataDescription =
  "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata";
// addEmbeddedProperties' own descriptions of an embedded resource's apiVersion and kind.
const embeddedApiVersionDescription =
  "apiVersion defines the versioned schema of this representation of an object. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources";
const embeddedKindDescription =
  "kind is a string value representing the type of this object. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds";

/** The name of a kind's schema in components.schemas (the builder's gvkToModelName): com.example.v1.Widget. */
function modelName(group: string, version: string, kind: string): string {
  return `${group.split(".").reverse().join(".")}.${version}.${kind}`;
}

/** The published OpenAPI v3 document of one served version of a CRD. */
export function publishedDocument(crd: CrdView, version: string): JsonMap {
  const { group, kind, plural, scope } = crd;
  const gvk = { group, version, kind };
  const schema = crd.versions.find((v) => v.name === version)?.schema;
  const root: Record<string, unknown> =
    schema === undefined ? { type: "object" } : kubeNative(unfold(schema));
  root["x-kubernetes-group-version-kind"] = [gvk];
  const operation = { get: { "x-kubernetes-group-version-kind": gvk } };
  const paths: Record<string, unknown> =
    scope === "Namespaced"
      ? {
          [`/apis/${group}/${version}/${plural}`]: operation,
          [`/apis/${group}/${version}/namespaces/{namespace}/${plural}`]: operation,
          [`/apis/${group}/${version}/namespaces/{namespace}/${plural}/{name}`]: operation,
        }
      : {
          [`/apis/${group}/${version}/${plural}`]: operation,
          [`/apis/${group}/${version}/${plural}/{name}`]: operation,
        };
  return {
    paths,
    components: { schemas: { ...objectMetaSchemas, [modelName(group, version, kind)]: root } },
  };
}

// buildKubeNative: the schema with metadata, apiVersion and kind replaced, and embedded resources completed.
function kubeNative(schema: JsonMap): Record<string, unknown> {
  const properties = isJsonMap(schema["properties"]) ? schema["properties"] : {};
  return withEmbeddedProperties({
    ...schema,
    properties: {
      ...properties,
      metadata: metadataProperty(),
      apiVersion: typeMetaProperties.apiVersion,
      kind: typeMetaProperties.kind,
    },
  });
}

// A $ref with a description is published as a one-element allOf holding the $ref.
function metadataProperty(): JsonMap {
  return { description: metadataDescription, allOf: [{ $ref: objectMetaRef }] };
}

// addEmbeddedProperties: every x-kubernetes-embedded-resource object gains apiVersion, kind and metadata, and
// requires apiVersion and kind.
function withEmbeddedProperties(schema: JsonMap): Record<string, unknown> {
  const out: Record<string, unknown> = mapChildren(schema, withEmbeddedProperties);
  if (schema["x-kubernetes-embedded-resource"] !== true) return out;
  out["properties"] = {
    ...(isJsonMap(out["properties"]) ? out["properties"] : {}),
    apiVersion: { ...typeMetaProperties.apiVersion, description: embeddedApiVersionDescription },
    kind: { ...typeMetaProperties.kind, description: embeddedKindDescription },
    metadata: metadataProperty(),
  };
  const required = Array.isArray(schema["required"]) ? [...(schema["required"] as string[])] : [];
  if (!required.includes("kind")) required.push("kind");
  if (!required.includes("apiVersion")) required.push("apiVersion");
  out["required"] = required;
  return out;
}

const intOrString = [{ type: "integer" }, { type: "string" }];

// Structural.Unfold (apiextensions-apiserver pkg/apiserver/schema/unfold.go): an int-or-string field without
// the anyOf of integer and string gets it, in allOf's first place when it has an anyOf of its own.
function unfold(schema: JsonMap): JsonMap {
  const out: Record<string, unknown> = mapChildren(schema, unfold);
  if (schema["x-kubernetes-int-or-string"] !== true) return out;
  const anyOf = schema["anyOf"];
  const allOf = Array.isArray(schema["allOf"]) ? (schema["allOf"] as unknown[]) : [];
  const firstAllOf: unknown = allOf[0];
  if (isIntOrStringAnyOf(anyOf)) return out;
  if (isJsonMap(firstAllOf) && isIntOrStringAnyOf(firstAllOf["anyOf"])) return out;
  if (anyOf === undefined) out["anyOf"] = intOrString;
  else out["allOf"] = [{ anyOf: intOrString }, ...allOf];
  return out;
}

function isIntOrStringAnyOf(anyOf: unknown): boolean {
  return JSON.stringify(anyOf) === JSON.stringify(intOrString);
}

// A copy of the schema with `change` applied to its properties, items and additionalProperties schemas.
function mapChildren(schema: JsonMap, change: (child: JsonMap) => JsonMap): Record<string, unknown> {
  const out: Record<string, unknown> = { ...schema };
  const properties = schema["properties"];
  if (isJsonMap(properties)) {
    out["properties"] = Object.fromEntries(
      Object.entries(properties).map(([name, child]) => [name, isJsonMap(child) ? change(child) : child]),
    );
  }
  const items = schema["items"];
  if (isJsonMap(items)) out["items"] = change(items);
  const additional = schema["additionalProperties"];
  if (isJsonMap(additional)) out["additionalProperties"] = change(additional);
  return out;
}
