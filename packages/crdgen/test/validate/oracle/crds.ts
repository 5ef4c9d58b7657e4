// Hand-written CRDs for the differential against the API server's create and update path: each aims at the
// branches of pruning, defaulting, ObjectMeta, the schema validator, list types and CEL that corpus CRDs reach
// rarely. Every one is accepted by `crdgen check` (see the live test), as the API server would accept it.
import type { CustomResourceDefinition, JSONSchemaProps } from "@crdgen/structural";

function crd(
  kind: string,
  schema: JSONSchemaProps,
  options: {
    readonly scope?: "Namespaced" | "Cluster";
    readonly subresources?: Record<string, unknown>;
  } = {},
): CustomResourceDefinition {
  const plural = `${kind.toLowerCase()}s`;
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: `${plural}.oracle.example.com` },
    spec: {
      group: "oracle.example.com",
      names: { kind, plural, singular: kind.toLowerCase(), listKind: `${kind}List` },
      scope: options.scope ?? "Namespaced",
      versions: [
        {
          name: "v1",
          served: true,
          storage: true,
          schema: { openAPIV3Schema: schema },
          ...(options.subresources === undefined ? {} : { subresources: options.subresources }),
        },
      ],
    },
  };
}

const object = (
  properties: Record<string, JSONSchemaProps>,
  extra: JSONSchemaProps = {},
): JSONSchemaProps => ({
  type: "object",
  properties,
  ...extra,
});

/** Values: int-or-string, formats, bounds, lengths, patterns, enums, nullable, defaults in maps and lists. */
const values = crd(
  "Values",
  object({
    spec: object({
      port: { "x-kubernetes-int-or-string": true },
      portAny: { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] },
      count: { type: "integer", format: "int32", minimum: 1, maximum: 10 },
      big: { type: "integer", format: "int64", exclusiveMinimum: true, minimum: 0 },
      ratio: { type: "number", maximum: 1.5, exclusiveMaximum: true, multipleOf: 0.5 },
      step: { type: "integer", multipleOf: 3 },
      name: { type: "string", minLength: 2, maxLength: 5 },
      code: { type: "string", pattern: "^[a-z]+-[0-9]$" },
      mode: { type: "string", enum: ["fast", "slow"] },
      when: { type: "string", format: "date-time" },
      day: { type: "string", format: "date" },
      id: { type: "string", format: "uuid" },
      host: { type: "string", format: "hostname" },
      ip: { type: "string", format: "ipv4" },
      ip6: { type: "string", format: "ipv6" },
      cidr: { type: "string", format: "cidr" },
      mac: { type: "string", format: "mac" },
      mail: { type: "string", format: "email" },
      uri: { type: "string", format: "uri" },
      blob: { type: "string", format: "byte" },
      wait: { type: "string", format: "duration" },
      short: { type: "string", format: "k8s-short-name" },
      long: { type: "string", format: "k8s-long-name" },
      maybe: { type: "string", nullable: true },
      notNull: { type: "string" },
      withDefault: { type: "string", default: "d" },
      nullableDefault: { type: "integer", nullable: true, default: 7 },
      flags: {
        type: "object",
        additionalProperties: { type: "boolean" },
        maxProperties: 2,
        minProperties: 1,
      },
      limits: {
        type: "object",
        additionalProperties: object({ max: { type: "integer", default: 100 }, min: { type: "integer" } }),
      },
      steps: {
        type: "array",
        maxItems: 3,
        minItems: 1,
        items: object({ name: { type: "string" }, weight: { type: "integer", default: 1 } }),
      },
      anyMap: { type: "object", "x-kubernetes-preserve-unknown-fields": true },
      free: {
        type: "object",
        "x-kubernetes-preserve-unknown-fields": true,
        properties: { known: { type: "integer" } },
      },
      both: object(
        { a: { type: "integer" }, b: { type: "string" } },
        { anyOf: [{ required: ["a"] }, { required: ["b"] }], not: { required: ["a", "b"] } },
      ),
    }),
    status: object({ ready: { type: "boolean" } }),
  }),
);

/** List types: sets of scalars, maps with one and two keys (one defaulted), atomic lists, nested maps. */
const lists = crd(
  "Lists",
  object({
    spec: object({
      tags: { type: "array", "x-kubernetes-list-type": "set", items: { type: "string" } },
      numbers: { type: "array", "x-kubernetes-list-type": "set", items: { type: "number" } },
      ports: {
        type: "array",
        "x-kubernetes-list-type": "map",
        "x-kubernetes-list-map-keys": ["port", "protocol"],
        items: object(
          {
            port: { type: "integer" },
            protocol: { type: "string", default: "TCP" },
            name: { type: "string" },
          },
          { required: ["port"] },
        ),
      },
      env: {
        type: "array",
        "x-kubernetes-list-type": "map",
        "x-kubernetes-list-map-keys": ["name"],
        items: object(
          {
            name: { type: "string" },
            value: { type: "string" },
            inner: {
              type: "array",
              "x-kubernetes-list-type": "set",
              items: { type: "integer" },
            },
          },
          { required: ["name"] },
        ),
      },
      plain: { type: "array", "x-kubernetes-list-type": "atomic", items: { type: "string" } },
      unique: { type: "array", items: { type: "integer" } },
    }),
  }),
);

/** Embedded resources and preserved unknown fields, at the root and nested. */
const embedded = crd(
  "Embedded",
  object({
    spec: object({
      template: {
        type: "object",
        "x-kubernetes-embedded-resource": true,
        "x-kubernetes-preserve-unknown-fields": true,
      },
      typed: {
        type: "object",
        "x-kubernetes-embedded-resource": true,
        properties: {
          apiVersion: { type: "string" },
          kind: { type: "string" },
          metadata: { type: "object" },
          spec: object({ replicas: { type: "integer", default: 1 } }),
        },
      },
      items: {
        type: "array",
        items: {
          type: "object",
          "x-kubernetes-embedded-resource": true,
          "x-kubernetes-preserve-unknown-fields": true,
        },
      },
      raw: { "x-kubernetes-preserve-unknown-fields": true },
    }),
  }),
  { scope: "Cluster" },
);

/** Status and scale subresources: status dropped on create and kept on update, replicas checked. */
const scaled = crd(
  "Scaled",
  object({
    spec: object({ replicas: { type: "integer" }, selector: { type: "string" } }),
    status: object({
      replicas: { type: "integer" },
      selector: { type: "string" },
      phase: { type: "string" },
    }),
  }),
  {
    subresources: {
      status: {},
      scale: {
        specReplicasPath: ".spec.replicas",
        statusReplicasPath: ".status.replicas",
        labelSelectorPath: ".status.selector",
      },
    },
  },
);

/** CEL rules: messages, messageExpression, reason, fieldPath, transition rules, optionalOldSelf, costs. */
const rules = crd(
  "Rules",
  object({
    spec: object(
      {
        min: { type: "integer" },
        max: { type: "integer" },
        name: {
          type: "string",
          maxLength: 20,
          "x-kubernetes-validations": [
            { rule: "self.startsWith('a')", message: "must start with a" },
            { rule: "self == oldSelf", message: "is immutable", reason: "FieldValueForbidden" },
          ],
        },
        items: {
          type: "array",
          maxItems: 10,
          items: { type: "string", maxLength: 10 },
          "x-kubernetes-validations": [
            { rule: "self.all(x, x.size() > 1)", messageExpression: "'items too short: ' + self[0]" },
            { rule: "self.size() >= oldSelf.size()", message: "cannot shrink", reason: "FieldValueInvalid" },
          ],
        },
        labels: {
          type: "object",
          additionalProperties: { type: "string", maxLength: 16 },
          maxProperties: 8,
          "x-kubernetes-validations": [
            { rule: "self.all(k, k.matches('^[a-z]+$'))", message: "keys are lower case letters" },
          ],
        },
        ratchet: {
          type: "integer",
          "x-kubernetes-validations": [
            {
              rule: "!oldSelf.hasValue() || self >= oldSelf.value()",
              optionalOldSelf: true,
              message: "may only grow",
            },
          ],
        },
        mode: { type: "string", enum: ["a", "b"] },
        limit: { type: "integer", maximum: 100 },
      },
      {
        "x-kubernetes-validations": [
          {
            rule: "!has(self.min) || !has(self.max) || self.min <= self.max",
            message: "min above max",
            fieldPath: ".min",
          },
          {
            rule: "!has(self.mode) || self.mode != 'b' || has(self.limit)",
            messageExpression: "'mode b needs a limit, got ' + self.mode",
            reason: "FieldValueRequired",
            fieldPath: ".limit",
          },
        ],
      },
    ),
  }),
);

/**
 * Three served versions of one kind, converted by apiVersion alone (strategy None): an update's old object in
 * another version is read as the new one's (pruned and defaulted by its own schema, then pruned by the new one's),
 * so fields, defaults, list types and rules that differ between versions meet there.
 */
const versionsSpec = (
  extra: Record<string, JSONSchemaProps>,
  rules: NonNullable<JSONSchemaProps["x-kubernetes-validations"]> = [],
): JSONSchemaProps =>
  object({
    spec: object(
      {
        size: { type: "integer", default: 1, maximum: 10 },
        note: { type: "string", maxLength: 5 },
        fixed: {
          type: "string",
          "x-kubernetes-validations": [{ rule: "self == oldSelf", message: "fixed is immutable" }],
        },
        tags: { type: "array", "x-kubernetes-list-type": "set", items: { type: "string" } },
        ports: {
          type: "array",
          "x-kubernetes-list-type": "map",
          "x-kubernetes-list-map-keys": ["name"],
          items: object(
            { name: { type: "string" }, port: { type: "integer", minimum: 1 } },
            { required: ["name"] },
          ),
        },
        ...extra,
      },
      rules.length === 0 ? {} : { "x-kubernetes-validations": rules },
    ),
    status: object({ phase: { type: "string", enum: ["Ready", "Failed"] } }),
  });

const versioned: CustomResourceDefinition = {
  apiVersion: "apiextensions.k8s.io/v1",
  kind: "CustomResourceDefinition",
  metadata: { name: "versioneds.oracle.example.com" },
  spec: {
    group: "oracle.example.com",
    names: { kind: "Versioned", plural: "versioneds", singular: "versioned", listKind: "VersionedList" },
    scope: "Namespaced",
    conversion: { strategy: "None" },
    versions: [
      {
        name: "v1beta1",
        served: true,
        storage: false,
        deprecated: true,
        schema: {
          openAPIV3Schema: versionsSpec({
            legacy: { type: "string", default: "old", maxLength: 3 },
            mode: { type: "string", enum: ["a", "b"] },
          }),
        },
      },
      {
        name: "v1",
        served: true,
        storage: true,
        subresources: { status: {} },
        schema: {
          openAPIV3Schema: versionsSpec(
            {
              mode: { type: "string", enum: ["a", "b", "c"], default: "c" },
              grow: {
                type: "integer",
                "x-kubernetes-validations": [
                  {
                    rule: "!oldSelf.hasValue() || self >= oldSelf.value()",
                    optionalOldSelf: true,
                    message: "grow may only grow",
                  },
                ],
              },
            },
            [
              {
                rule: "!has(self.mode) || self.mode != 'c' || self.size > 1",
                message: "mode c needs size above 1",
              },
            ],
          ),
        },
      },
      {
        name: "v2",
        served: true,
        storage: false,
        schema: {
          openAPIV3Schema: versionsSpec(
            {
              extra: { type: "object", "x-kubernetes-preserve-unknown-fields": true },
              mode: { type: "string", enum: ["a", "c"] },
            },
            [
              {
                rule: "self.size == oldSelf.size || self.size > oldSelf.size",
                message: "size may only grow",
              },
            ],
          ),
        },
      },
    ],
  },
};

/**
 * The CEL cost budget of one object (RuntimeCELCostBudget, ten million): three rules on each item of a list, each
 * within the per-rule estimate over all items (ten million), together beyond it, so that full data runs out of the
 * budget part way through the items, at one place whatever Go's map order.
 */
const pairs = (op: string) => `self.nums.all(x, self.nums.all(y, x ${op} y >= -100))`;
const budget = crd(
  "Budget",
  object({
    spec: object({
      items: {
        type: "array",
        maxItems: 100,
        items: object(
          { nums: { type: "array", maxItems: 100, items: { type: "integer", minimum: -50, maximum: 50 } } },
          {
            "x-kubernetes-validations": [
              { rule: pairs("+"), message: "sums below -100" },
              { rule: pairs("-"), message: "differences below -100" },
              { rule: pairs("*"), message: "products below -100" },
            ],
          },
        ),
      },
    }),
  }),
);

/**
 * Transition rules under `optionalOldSelf`: cel-go resolves the optional `oldSelf` by converting its Go value again
 * without the schema (interpreter/attributes.go), so `oldSelf.value()` and `oldSelf.?field` meet the old object as
 * plain JSON: null fields present, date-times strings, dashed and dotted names unescaped, set and map lists
 * compared in order. The wide round fills the nullable fields with nulls in two objects in five.
 */
const optionalRule = (rule: string, message: string) => ({ rule, optionalOldSelf: true, message });
const transitions = crd(
  "Transition",
  object({
    spec: object(
      {
        count: {
          type: "integer",
          nullable: true,
          maximum: 100,
          "x-kubernetes-validations": [
            optionalRule("!oldSelf.hasValue() || self >= oldSelf.value()", "count may only grow"),
          ],
        },
        note: { type: "string", nullable: true, maxLength: 8 },
        when: { type: "string", format: "date-time" },
        "a-b": { type: "string", maxLength: 8 },
        "c.d": { type: "integer", minimum: 0, maximum: 9 },
        tags: {
          type: "array",
          maxItems: 5,
          "x-kubernetes-list-type": "set",
          items: { type: "string", maxLength: 4 },
          "x-kubernetes-validations": [
            optionalRule(
              "!oldSelf.hasValue() || oldSelf.value().size() <= self.size()",
              "tags may not shrink",
            ),
          ],
        },
        ports: {
          type: "array",
          maxItems: 5,
          "x-kubernetes-list-type": "map",
          "x-kubernetes-list-map-keys": ["name"],
          items: object(
            { name: { type: "string", maxLength: 4 }, port: { type: "integer", nullable: true, maximum: 9 } },
            { required: ["name"] },
          ),
          "x-kubernetes-validations": [
            optionalRule("!oldSelf.hasValue() || oldSelf.value() == self", "ports changed"),
          ],
        },
        inner: object(
          { x: { type: "integer", nullable: true, maximum: 9 }, "e-f": { type: "string", maxLength: 4 } },
          {
            nullable: true,
            "x-kubernetes-validations": [
              optionalRule("!oldSelf.hasValue() || oldSelf.value() == self", "inner changed"),
              optionalRule("oldSelf.?x.orValue(0) == self.?x.orValue(0)", "inner.x changed"),
              optionalRule(
                "!has(self.e__dash__f) || oldSelf.?e__dash__f.orValue('') == self.e__dash__f",
                "inner.e-f changed",
              ),
            ],
          },
        ),
      },
      {
        "x-kubernetes-validations": [
          optionalRule(
            "!oldSelf.hasValue() || has(oldSelf.value().count) == has(self.count)",
            "count came or went",
          ),
          optionalRule("!has(self.note) || oldSelf.?note.orValue('') == self.note", "note changed"),
          optionalRule("!has(self.tags) || oldSelf.?tags.orValue([]) == self.tags", "tags changed"),
          optionalRule("!has(self.ports) || oldSelf.?ports.orValue([]) == self.ports", "ports differ"),
          optionalRule("!oldSelf.hasValue() || oldSelf.value() == self", "spec changed"),
          optionalRule("oldSelf.orValue(self) == self", "spec differs"),
          optionalRule(
            "!has(self.a__dash__b) || oldSelf.?a__dash__b.orValue('') <= self.a__dash__b",
            "a-b went down",
          ),
          optionalRule(
            "!has(self.c__dot__d) || !oldSelf.hasValue() || !has(oldSelf.value().c__dot__d) || oldSelf.value().c__dot__d <= self.c__dot__d",
            "c.d went down",
          ),
          optionalRule("!has(self.when) || oldSelf.?when.orValue(self.when) <= self.when", "when went back"),
          {
            rule: "!oldSelf.hasValue() || !has(self.count) || oldSelf.?count.orValue(0) == self.count",
            optionalOldSelf: true,
            messageExpression: "dyn(oldSelf.?count.orValue(0)) == null ? 'count was null' : 'count changed'",
          },
          optionalRule(
            "!oldSelf.hasValue() || !has(oldSelf.value().inner) || has(self.inner)",
            "inner removed",
          ),
        ],
      },
    ),
  }),
);

/** The hand-written CRDs, by key. */
export const oracleCrds: Readonly<Record<string, CustomResourceDefinition>> = {
  values,
  lists,
  embedded,
  scaled,
  rules,
  versioned,
  budget,
  transitions,
};
