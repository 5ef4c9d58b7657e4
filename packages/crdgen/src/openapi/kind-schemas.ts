import type { CustomResourceDefinition } from "@crdgen/structural";
import type { JsonObject } from "./json.js";
import { cloneJson } from "./json.js";
import type { MetaDefinitions } from "./data/meta-definitions.js";
import type { OpenApiFlavour } from "./flavour.js";
import { schemaRef } from "./flavour.js";
import { forEachChild } from "./structural-schema.js";
import { toStructuralOpenApiV2 } from "./v2-conversion.js";

// metav1.PartialObjectMetadata{}.SwaggerDoc() and PartialObjectMetadataList's, apimachinery v0.35.0
// pkg/apis/meta/v1/types_swagger_doc_generated.go.
const objectMetadataDescription =
  "Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata";
const listMetadataDescription =
  "Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds";
// addEmbeddedProperties' own descriptions (builder.go).
const embeddedApiVersionDescription =
  "apiVersion defines the versioned schema of this representation of an object. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources";
const embeddedKindDescription =
  "kind is a string value representing the type of this object. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds";

const objectMetaName = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";
const listMetaName = "io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta";

/** The names of one CRD version, as the builder keeps them. */
export interface KindNames {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly listKind: string;
  readonly plural: string;
  readonly namespaced: boolean;
}

/**
 * buildKubeNative: the kind's definition. `structural` is the version's schema after NewStructural/Unfold, or
 * undefined when the CRD has none or it is not structural (then only `type: object`, so that kubectl does not
 * reject unknown fields).
 */
export function kindSchema(
  crd: CustomResourceDefinition,
  names: KindNames,
  structural: JsonObject | undefined,
  flavour: OpenApiFlavour,
): JsonObject {
  let schema: JsonObject;
  const v2 = flavour.v2;
  if (
    structural === undefined ||
    (v2 &&
      (structural["x-kubernetes-preserve-unknown-fields"] === true ||
        crd.spec?.preserveUnknownFields === true))
  ) {
    // v2 with unknown fields: not even TypeMeta/ObjectMeta, kubectl would complain about anything else.
    schema = { type: "object" };
  } else {
    schema = v2 ? toStructuralOpenApiV2(cloneJson(structural)) : cloneJson(structural);
    setProperty(schema, "metadata", metadataRef(flavour, objectMetaName, objectMetadataDescription));
    addTypeMetaProperties(schema, flavour.meta);
    addEmbeddedProperties(schema, flavour);
  }
  schema["x-kubernetes-group-version-kind"] = [
    { group: names.group, kind: names.kind, version: names.version },
  ];
  addSelectableFields(schema, crd, names.version);
  return schema;
}

/** buildListSchema: the list kind's definition. */
export function listSchema(
  crd: CustomResourceDefinition,
  names: KindNames,
  flavour: OpenApiFlavour,
): JsonObject {
  const schema: JsonObject = {
    type: "object",
    description: `${names.listKind} is a list of ${names.kind}`,
    required: ["items"],
    properties: {
      items: {
        type: "array",
        description: `List of ${names.plural}. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md`,
        // buildListSchema's RefSchema (builder.go:506,512): the name is not escaped as a JSON pointer.
        items: { $ref: schemaRef(flavour.refPrefix + modelName(names.group, names.version, names.kind)) },
      },
      metadata: metadataRef(flavour, listMetaName, listMetadataDescription),
    },
  };
  addTypeMetaProperties(schema, flavour.meta);
  schema["x-kubernetes-group-version-kind"] = [
    { group: names.group, kind: names.listKind, version: names.version },
  ];
  addSelectableFields(schema, crd, names.version);
  return schema;
}

/** gvkToModelName: the group reversed, then version and kind (`com.example.v1.Widget`). */
export function modelName(group: string, version: string, kind: string): string {
  return `${group.split(".").reverse().join(".")}.${version}.${kind}`;
}

// A $ref with a description. Later, v3's WrapRefs moves such a $ref into allOf (document-v3.ts).
function metadataRef(flavour: OpenApiFlavour, name: string, description: string): JsonObject {
  return { $ref: flavour.refPrefix + name, description };
}

function addTypeMetaProperties(schema: JsonObject, meta: MetaDefinitions): void {
  setProperty(schema, "apiVersion", cloneJson(meta.typeMeta.apiVersion));
  setProperty(schema, "kind", cloneJson(meta.typeMeta.kind));
}

// Embedded resources (x-kubernetes-embedded-resource) get TypeMeta and ObjectMeta too, and require apiVersion
// and kind; not under preserve-unknown-fields in v2, where kubectl would then refuse unknown fields.
function addEmbeddedProperties(schema: JsonObject, flavour: OpenApiFlavour): void {
  forEachChild(schema, (child) => {
    addEmbeddedProperties(child, flavour);
  });
  if (flavour.v2 && schema["x-kubernetes-preserve-unknown-fields"] === true) return;
  if (schema["x-kubernetes-embedded-resource"] !== true) return;
  setProperty(schema, "apiVersion", {
    ...cloneJson(flavour.meta.typeMeta.apiVersion),
    description: embeddedApiVersionDescription,
  });
  setProperty(schema, "kind", {
    ...cloneJson(flavour.meta.typeMeta.kind),
    description: embeddedKindDescription,
  });
  setProperty(schema, "metadata", metadataRef(flavour, objectMetaName, objectMetadataDescription));
  const required = (schema.required as string[] | undefined) ?? [];
  const had = new Set(required);
  if (!had.has("kind")) required.push("kind");
  if (!had.has("apiVersion")) required.push("apiVersion");
  schema.required = required;
}

// x-kubernetes-selectable-fields (IncludeSelectableFields: the CustomResourceFieldSelectors gate, GA and on).
function addSelectableFields(schema: JsonObject, crd: CustomResourceDefinition, version: string): void {
  const found = (crd.spec?.versions ?? []).find((candidate) => candidate.name === version);
  const fields = found?.selectableFields ?? [];
  if (fields.length === 0) return;
  schema["x-kubernetes-selectable-fields"] = fields.map((field) => {
    const path = field.jsonPath ?? "";
    return { fieldPath: path.startsWith(".") ? path.slice(1) : path };
  });
}

function setProperty(schema: JsonObject, name: string, value: JsonObject): void {
  const properties = (schema.properties as JsonObject | undefined) ?? {};
  properties[name] = value;
  schema.properties = properties;
}
