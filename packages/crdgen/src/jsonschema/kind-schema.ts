import type { CustomResourceDefinition } from "@crdgen/structural";
import type { ConvertContext } from "./convert-schema.js";
import { convertNode } from "./convert-schema.js";
import { objectMetaSchema } from "./object-meta.js";
import { scaleSchemas } from "./scale.js";
import type { DroppedPattern, JsonSchema, JsonSchemaOptions, KindSchema } from "./types.js";

/** The draft the schemas declare: the newest one every YAML editor and kubeconform reads. */
const draft07 = "http://json-schema.org/draft-07/schema#";

type Node = Readonly<Record<string, unknown>>;

/** One JSON Schema per served version of a v1 CRD, in the CRD's version order. */
export function kindSchemas(crd: CustomResourceDefinition, options: JsonSchemaOptions): KindSchema[] {
  // A null spec decodes as an empty one in Go.
  const spec = (crd.spec ?? {}) as unknown as Node;
  const names = (spec.names ?? {}) as Node;
  const group = text(spec.group);
  const kind = text(names.kind);
  const versions = Array.isArray(spec.versions) ? (spec.versions as Node[]) : [];
  return versions
    .filter((version) => version.served === true)
    .map((version) => {
      const name = text(version.name);
      const apiVersion = `${group}/${name}`;
      const dropped: DroppedPattern[] = [];
      const context: ConvertContext = { strict: options.strict === true, apiVersion, kind, dropped };
      const subresources = (version.subresources ?? {}) as Node;
      const root = ((version.schema ?? {}) as Node).openAPIV3Schema;
      const scale = scaleSchemas(subresources);
      const schema = rootSchema(
        isNode(root) ? root : {},
        { apiVersion, kind },
        // A null status is a nil pointer in Go: no status subresource.
        subresources.status != null,
        context,
      );
      const file = `${group}/${kind.toLowerCase()}_${name}.json`;
      const allOf: unknown[] = [
        ...(Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : []),
        ...scale,
      ];
      if (allOf.length > 0) schema.allOf = allOf;
      return { group, version: name, kind, apiVersion, file, schema, droppedPatterns: dropped };
    });
}

/**
 * The schema of a whole object: the CRD's root schema, with `apiVersion` and `kind` as constants and the
 * ObjectMeta rules for `metadata`. With the status subresource, the server drops `status` on create, so any
 * status is accepted.
 */
function rootSchema(
  root: Node,
  identity: { apiVersion: string; kind: string },
  statusSubresource: boolean,
  context: ConvertContext,
): JsonSchema {
  const converted = convertNode(root, "", context);
  const properties = (converted.properties ?? {}) as JsonSchema;
  const declaredMeta = isNode(root.properties) ? root.properties.metadata : undefined;
  const crdMeta = isNode(declaredMeta)
    ? convertNode(declaredMeta, "metadata", { ...context, strict: false })
    : undefined;
  const meta =
    crdMeta === undefined || Object.keys(crdMeta).every((k) => k === "type" || k === "description")
      ? objectMetaSchema()
      : { allOf: [objectMetaSchema(), crdMeta] };
  const status =
    statusSubresource && properties.status !== undefined
      ? {
          description:
            "Written through the status subresource: the API server drops it when the object is created.",
        }
      : properties.status;
  // The root's own type is replaced by "object"; its description, required list and properties are merged.
  const { description, required, ...rest } = converted;
  delete rest.type;
  const others = Object.fromEntries(
    Object.entries({ ...properties, ...(status === undefined ? {} : { status }) }).filter(
      ([name]) => !["apiVersion", "kind", "metadata"].includes(name),
    ),
  );
  return {
    $schema: draft07,
    title: `${identity.kind} (${identity.apiVersion})`,
    ...(description === undefined ? {} : { description }),
    type: "object",
    ...rest,
    properties: {
      apiVersion: { type: "string", const: identity.apiVersion },
      kind: { type: "string", const: identity.kind },
      metadata: meta,
      ...others,
    },
    required: [
      ...new Set([
        "apiVersion",
        "kind",
        "metadata",
        ...(Array.isArray(required) ? (required as string[]) : []),
      ]),
    ],
  };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
