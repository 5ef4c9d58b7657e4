import { describe, expect, it } from "vitest";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { errorString, validateCustomResourceDefinition, validateObjectRules } from "@crdgen/structural";
import type { CreateOutcome } from "../../src/index.js";
import { CrdCatalog, createObject, updateObject } from "../../src/index.js";
import table from "./ratcheting-functionality.json" with { type: "json" };

// Replays apiextensions-apiserver test/integration/ratcheting_test.go (TestRatchetingFunctionality,
// kubernetes-1.35.0) step by step against a model of the API server built from crdgen's create and update paths.

type JsonObject = Record<string, unknown>;

type Step =
  | { readonly op: "updateSchema"; readonly schema: JsonObject }
  | { readonly op: "patchSchema"; readonly description: string; readonly patch: JsonObject }
  | {
      readonly op: "apply";
      readonly description: string;
      readonly object: JsonObject;
      readonly expectError?: boolean;
    };

interface Sequence {
  readonly name: string;
  /** Why upstream runs no "Status: " variant (ratchetingTestCase.SkipStatus). */
  readonly skipStatus?: string;
  /** Why upstream does not run the sequence at all (ratchetingTestCase.Disabled). */
  readonly disabled?: string;
  readonly steps: readonly Step[];
}

const { crd: baseCrd, resource, sentinel } = table;
const sequences = table.sequences as unknown as Sequence[];

// The fields of apiextensions/v1 JSONSchemaProps (types_jsonschema.go:40): patchMyCRDV1Beta1Schema
// json.Unmarshals the merged schema into it, which drops any other key.
const schemaFields = new Set([
  "id",
  "$schema",
  "$ref",
  "description",
  "type",
  "format",
  "title",
  "default",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "multipleOf",
  "enum",
  "maxProperties",
  "minProperties",
  "required",
  "items",
  "allOf",
  "oneOf",
  "anyOf",
  "not",
  "properties",
  "additionalProperties",
  "patternProperties",
  "dependencies",
  "additionalItems",
  "definitions",
  "externalDocs",
  "example",
  "nullable",
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
  "x-kubernetes-list-map-keys",
  "x-kubernetes-list-type",
  "x-kubernetes-map-type",
  "x-kubernetes-validations",
]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** RFC 7386 JSON merge patch, as gopkg.in/evanphx/json-patch.v4 MergePatch applies it: null deletes. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const base = isObject(target) ? target : {};
  const keys = new Set([...Object.keys(base), ...Object.keys(patch)]);
  return Object.fromEntries(
    [...keys].flatMap((key) => {
      if (!(key in patch)) return [[key, base[key]]];
      return patch[key] === null ? [] : [[key, mergePatch(base[key], patch[key])]];
    }),
  );
}

/** json.Unmarshal into JSONSchemaProps: keys the struct does not have are dropped, at every schema. */
function asSchemaProps(schema: unknown): unknown {
  if (!isObject(schema)) return schema; // a JSONSchemaPropsOrBool's bool
  const schemas = (value: unknown) =>
    Array.isArray(value) ? value.map(asSchemaProps) : asSchemaProps(value);
  const schemaMap = (value: unknown) =>
    isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, schemas(v)])) : value;
  const nested: Record<string, (value: unknown) => unknown> = {
    properties: schemaMap,
    patternProperties: schemaMap,
    definitions: schemaMap,
    dependencies: schemaMap, // a JSONSchemaPropsOrStringArray: a string array stays as it is
    allOf: schemas,
    oneOf: schemas,
    anyOf: schemas,
    not: schemas,
    items: schemas,
    additionalProperties: schemas,
    additionalItems: schemas,
  };
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => schemaFields.has(key))
      .map(([key, value]) => [key, nested[key]?.(value) ?? value]),
  );
}

/** The base CRD with `schema` as its version's schema, with or without the status subresource. */
function crdWith(schema: JsonObject, statusSubresource: boolean): CustomResourceDefinition {
  const versions = baseCrd.spec.versions.map(({ subresources, ...version }) => ({
    ...version,
    ...(statusSubresource ? { subresources } : {}),
    schema: { openAPIV3Schema: schema },
  }));
  return { ...baseCrd, spec: { ...baseCrd.spec, versions } };
}

/** What one request came to: its errors (none when it went through) and what is stored after it. */
interface Answer {
  readonly errors: readonly string[];
  readonly stored?: JsonObject;
}

/**
 * The API server as the test drives it: one CRD whose v1beta1 schema the steps replace, and the objects in
 * namespace `default`. `status` is the "Status: " variant's ratchetingTestContext.StatusSubresource.
 */
class Server {
  private schema = clone(baseCrd.spec.versions[0]?.schema.openAPIV3Schema ?? {}) as JsonObject;
  private readonly objects = new Map<string, JsonObject>();
  private uuids = 0;

  constructor(private readonly status: boolean) {}

  /** updateMyCRDV1Beta1Schema.Do: the schema with a sentinel enum, then probes until the sentinel is refused. */
  updateSchema(schema: JsonObject, status = this.status): string[] {
    const uuid = `00000000-0000-0000-0000-${String(++this.uuids).padStart(12, "0")}`;
    const properties = isObject(schema.properties) ? schema.properties : {};
    const withSentinel = {
      ...clone(schema),
      properties: { ...clone(properties), [sentinel.field]: { type: "string", enum: [uuid] } },
    };
    const next = status ? { type: "object", properties: { status: withSentinel } } : withSentinel;
    // The CRD update must go through: its error fails the Go test.
    const crdErrors = validateCustomResourceDefinition(crdWith(next, true)).map(errorString);
    if (crdErrors.length > 0) return crdErrors.map((error) => `CRD refused: ${error}`);
    this.schema = next;
    // The probe (counter 1: the model has no propagation delay) must be refused with the uuid in the message.
    const probe = this.apply(sentinel.resource, { [sentinel.field]: "invalid-1" }, status);
    if (probe.errors.length === 0) return ["expected error when creating sentinel resource"];
    if (!probe.errors.some((error) => error.includes(uuid))) {
      return [`the sentinel's errors do not name ${uuid}: ${probe.errors.join("; ")}`];
    }
    return [];
  }

  /**
   * patchMyCRDV1Beta1Schema.Do: a JSON merge patch of the stored schema (under `status` in the status
   * variant), read back as JSONSchemaProps, then updateMyCRDV1Beta1Schema without the status wrapping.
   */
  patchSchema(patch: JsonObject): string[] {
    const wrapped = this.status ? { properties: { status: patch } } : patch;
    return this.updateSchema(asSchemaProps(mergePatch(this.schema, wrapped)) as JsonObject, false);
  }

  /**
   * applyPatchOperation.Do: a server-side apply by the field manager "manager". That manager applies every
   * field of the object, so SSA's merge followed by its removal of the fields the manager applied last time and
   * not this time (structured-merge-diff merge/update.go Updater.Apply and prune) leaves exactly the applied
   * configuration; its nulls are then removed by the decoder (PruneNonNullableNullsWithoutDefaults). In the
   * status variant the object is created first when missing (PrepareForCreate drops its status), and the apply
   * goes to /status: the live object with the applied status (statusStrategy.PrepareForUpdate).
   */
  apply(name: string, config: JsonObject, status = this.status): Answer {
    const identity = {
      apiVersion: resource.apiVersion,
      kind: resource.kind,
      metadata: { name, namespace: resource.namespace },
    };
    const live = this.objects.get(name);
    if (!status) return this.store(name, true, { ...clone(config), ...identity }, live);
    let current = live;
    if (current === undefined) {
      const created = this.store(name, true, { status: clone(config), ...identity }, undefined);
      if (created.stored === undefined) return created;
      current = created.stored;
    }
    // statusStrategy.ValidateUpdate validates .status with the status schema, list types and CEL rules over the
    // whole object, with ratcheting; for objects that hold nothing but metadata and status this is the main
    // strategy's update of a CRD without the status subresource (whose PrepareForUpdate would keep the old status).
    return this.store(name, false, { ...clone(current), status: clone(config) }, current);
  }

  // A create or update, then the CEL rules on what would be stored; the object is kept when nothing refused it.
  private store(
    name: string,
    statusSubresource: boolean,
    object: JsonObject,
    old: JsonObject | undefined,
  ): Answer {
    const resolution = new CrdCatalog([crdWith(this.schema, statusSubresource)]).resolve(
      resource.apiVersion,
      resource.kind,
    );
    if (!resolution.found) return { errors: [resolution.message] };
    const served = resolution.served;
    const outcome: CreateOutcome & { readonly old?: JsonObject | undefined } =
      old === undefined ? createObject(served, object) : updateObject(served, object, old);
    const errors = outcome.errors.map(errorString);
    // A schema error refuses the request already; whether the rules then run (hasBlockingErr) does not change that.
    if (errors.length === 0 && outcome.unevaluatedRules && outcome.stored !== undefined) {
      const rules = validateObjectRules(served.schema ?? {}, outcome.stored, {}, outcome.old);
      expect(rules.unevaluatedFunctions).toEqual([]);
      errors.push(...rules.errors.map(errorString));
    }
    if (errors.length > 0 || outcome.stored === undefined) return { errors };
    this.objects.set(name, outcome.stored);
    return { errors, stored: outcome.stored };
  }
}

/** Runs a sequence; one line per step that did not do what upstream expects. */
function replay(sequence: Sequence, status: boolean): string[] {
  const server = new Server(status);
  return sequence.steps.flatMap((step, i) => {
    if (step.op === "updateSchema") {
      return server.updateSchema(step.schema).map((error) => `step ${i} (update schema): ${error}`);
    }
    if (step.op === "patchSchema") {
      return server.patchSchema(step.patch).map((error) => `step ${i} (${step.description}): ${error}`);
    }
    const { errors } = server.apply(resource.name, step.object);
    if (step.expectError === true) {
      return errors.length === 0 ? [`step ${i} (${step.description}): expected an error`] : [];
    }
    return errors.length === 0
      ? []
      : [`step ${i} (${step.description}): unexpected errors: ${errors.join("; ")}`];
  });
}

describe("upstream TestRatchetingFunctionality (ratcheting_test.go, kubernetes-1.35.0)", () => {
  for (const sequence of sequences) {
    for (const status of [false, true]) {
      const name = status ? `Status: ${sequence.name}` : sequence.name;
      const skipped = sequence.disabled ?? (status ? sequence.skipStatus : undefined);
      if (skipped !== undefined) {
        it.skip(`${name} (skipped: ${skipped})`, () => {});
        continue;
      }
      it(name, () => {
        expect(replay(sequence, status)).toEqual([]);
      });
    }
  }
});
