import { dns1035LabelErrors } from "@crdgen/cel";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateCustomResourceDefinition } from "../../src/crd/index.js";
import { errorString } from "../../src/model/field-error.js";

// A small model of the CRD-level branches of ValidateCustomResourceDefinition (validation.go at 1aa2717; line
// numbers below) and of the v1 -> internal conversion before it (v1/conversion.go), written from the Go, to be
// compared with crdgen on generated CRDs. The generator aims at the edges: versions with equal or differing
// schemas, selectable fields, subresources and columns (which decide what is hoisted to the spec and where the
// errors land), duplicate names, storage flags, scale paths and column types. The schemas are two small valid
// ones, so the schema rules stay silent and only the CRD-level errors (origin `crd`) are compared. The DNS-1035
// texts come from @crdgen/cel (apimachinery's, tested there).

interface Model {
  readonly field: string;
  readonly text: string;
}

const schemaA = {
  type: "object",
  properties: {
    spec: { type: "object", properties: { color: { type: "string" }, size: { type: "integer" } } },
  },
};
const schemaB = { ...schemaA, description: "B" };

interface GenVersion {
  name: string;
  served: boolean;
  storage: boolean;
  schema?: { openAPIV3Schema: unknown };
  subresources?: Record<string, unknown>;
  additionalPrinterColumns?: Record<string, unknown>[];
  selectableFields?: { jsonPath: string }[];
}

const scalePath = fc.constantFrom(".spec.replicas", ".status.replicas", "spec.r", "", ".x<y", ".");
// Values that Go's zero values make equal to their absence (Priority 0, Description ""), or not (a *string "").
const scale = fc.oneof(
  fc.record(
    { specReplicasPath: scalePath, statusReplicasPath: scalePath, labelSelectorPath: scalePath },
    { requiredKeys: ["specReplicasPath", "statusReplicasPath"] },
  ),
  fc.constantFrom(
    { specReplicasPath: ".spec.r", statusReplicasPath: ".status.r" },
    { specReplicasPath: ".spec.r", statusReplicasPath: ".status.r", labelSelectorPath: "" },
  ),
);
const subresources = fc.oneof(
  fc.constant(undefined),
  fc.constant({ status: {} }),
  fc.record({ scale }),
  fc.record({ scale, status: fc.constant({}) }),
);
const column = fc.record(
  {
    name: fc.constantFrom("Age", ""),
    type: fc.constantFrom("string", "date", "", "text"),
    format: fc.constantFrom("", "int32", "uuid"),
    jsonPath: fc.constantFrom(".metadata.creationTimestamp", "", "spec.x"),
    priority: fc.constantFrom(0, 1),
    description: fc.constantFrom("", "d"),
  },
  { requiredKeys: ["name", "type", "jsonPath"] },
);
const versionArb: fc.Arbitrary<GenVersion> = fc
  .record({
    name: fc.constantFrom("v1", "v2", "v1beta1", "V1", ""),
    storage: fc.boolean(),
    schema: fc.constantFrom<"A" | "B" | "none">("A", "A", "B", "none"),
    subresources,
    columns: fc.option(fc.array(column, { maxLength: 2 }), { nil: undefined }),
    selectable: fc.option(
      fc.constantFrom([".spec.color"], [".spec.color", ".spec.size"], [".spec.size", ".spec.size"]),
      {
        nil: undefined,
      },
    ),
  })
  .map(({ name, storage, schema, subresources: sub, columns, selectable }) => {
    const v: GenVersion = { name, served: true, storage };
    if (schema !== "none") v.schema = { openAPIV3Schema: schema === "A" ? schemaA : schemaB };
    if (sub !== undefined) v.subresources = sub;
    if (columns !== undefined) v.additionalPrinterColumns = columns;
    if (selectable !== undefined) v.selectableFields = selectable.map((jsonPath) => ({ jsonPath }));
    return v;
  });

function crdOf(versions: GenVersion[]): Record<string, unknown> {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "widgets.example.com" },
    spec: {
      group: "example.com",
      names: { plural: "widgets", kind: "Widget" },
      scope: "Namespaced",
      versions,
    },
  };
}

// apiequality.Semantic.DeepEqual on the converted values: nil and empty slices are equal, so are absent and nil;
// a struct's absent fields are its zero values (a column's Format, Description, Priority), a pointer's stay nil.
function same(a: unknown, b: unknown): boolean {
  const goValue = (v: unknown): unknown => {
    if (v === undefined || (Array.isArray(v) && v.length === 0)) return null;
    if (Array.isArray(v)) {
      return v.map((c: Record<string, unknown>) =>
        "jsonPath" in c && "type" in c
          ? [c.name, c.type, c.format ?? "", c.description ?? "", c.priority ?? 0, c.jsonPath]
          : c,
      );
    }
    if (typeof v === "object" && v !== null && "scale" in v) {
      const sub = v as { status?: unknown; scale?: Record<string, unknown> };
      const sc = sub.scale;
      return [
        sub.status === undefined ? null : "status",
        sc === undefined ? null : [sc.specReplicasPath, sc.statusReplicasPath, sc.labelSelectorPath ?? null],
      ];
    }
    return v;
  };
  return JSON.stringify(goValue(a)) === JSON.stringify(goValue(b));
}

const allowedColumnTypes = ["boolean", "date", "integer", "number", "string"];
const allowedColumnFormats = ["byte", "date", "date-time", "double", "float", "int32", "int64", "password"];

// validateSimpleJSONPath (:1570).
function simplePath(field: string, value: string, out: Model[], quote = JSON.stringify): boolean {
  if (value === "") {
    out.push({ field, text: `Invalid value: "": must not be empty` });
  } else if (!value.startsWith(".")) {
    out.push({ field, text: `Invalid value: ${quote(value)}: must be a simple json path starting with .` });
  } else {
    return true;
  }
  return false;
}

// ValidateCustomResourceDefinitionSubresources (:1527).
function subresourceErrors(sub: Record<string, unknown> | undefined, path: string, out: Model[]): void {
  const scale = sub?.scale as Record<string, string> | undefined;
  if (scale === undefined) return;
  const replicas = (key: string, prefix: string, under: string): void => {
    const value = scale[key] ?? "";
    const field = `${path}.scale.${key}`;
    if (value === "") {
      out.push({ field, text: "Required value" });
    } else if (simplePath(field, value, out) && !value.startsWith(prefix)) {
      out.push({
        field,
        text: `Invalid value: ${JSON.stringify(value)}: should be a json path under ${under}`,
      });
    }
  };
  replicas("specReplicasPath", ".spec.", ".spec");
  replicas("statusReplicasPath", ".status.", ".status");
  const selector = scale.labelSelectorPath;
  if (selector !== undefined && selector !== "") {
    const field = `${path}.scale.labelSelectorPath`;
    // A *string (:1562): encoding/json, so < is \u003c.
    const json = (s: string): string => JSON.stringify(s).replaceAll("<", "\\u003c");
    if (
      simplePath(field, selector, out, json) &&
      !selector.startsWith(".spec.") &&
      !selector.startsWith(".status.")
    ) {
      out.push({
        field,
        text: `Invalid value: ${json(selector)}: should be a json path under either .spec or .status`,
      });
    }
  }
}

// ValidateCustomResourceColumnDefinition (:823).
function columnErrors(columns: Record<string, unknown>[] | undefined, path: string, out: Model[]): void {
  (columns ?? []).forEach((c, i) => {
    const at = `${path}[${i}]`;
    const name = c.name as string;
    const type = c.type as string;
    const format = (c.format as string | undefined) ?? "";
    const jsonPath = c.jsonPath as string;
    if (name === "") out.push({ field: `${at}.name`, text: "Required value" });
    const types = `must be one of ${allowedColumnTypes.join(",")}`;
    if (type === "") {
      out.push({ field: `${at}.type`, text: `Required value: ${types}` });
    } else if (!allowedColumnTypes.includes(type)) {
      out.push({ field: `${at}.type`, text: `Invalid value: ${JSON.stringify(type)}: ${types}` });
    }
    if (format !== "" && !allowedColumnFormats.includes(format)) {
      out.push({
        field: `${at}.format`,
        text: `Invalid value: ${JSON.stringify(format)}: must be one of ${allowedColumnFormats.join(",")}`,
      });
    }
    if (jsonPath === "") out.push({ field: `${at}.JSONPath`, text: "Required value" });
    else simplePath(`${at}.JSONPath`, jsonPath, out);
  });
}

// ValidateCustomResourceSelectableFields (:849) for paths that exist in both schemas, and the missing-schema
// branches before it (:310-:316, :483-:491).
function selectableErrors(
  fields: { jsonPath: string }[] | undefined,
  schemaPresent: boolean,
  path: string,
  missing: string,
  out: Model[],
): void {
  if (fields === undefined || fields.length === 0) return;
  if (!schemaPresent) {
    out.push({ field: path, text: `Invalid value: "": ${missing}` });
    return;
  }
  const seen = new Set<string>();
  fields.forEach(({ jsonPath }, i) => {
    if (seen.has(jsonPath)) {
      out.push({ field: `${path}[${i}].jsonPath`, text: `Duplicate value: ${JSON.stringify(jsonPath)}` });
    }
    seen.add(jsonPath);
  });
}

function model(versions: GenVersion[]): Model[] {
  const out: Model[] = [];
  // v1/conversion.go:139-190: each field hoisted when all versions agree.
  const first = versions[0];
  const hoist = (key: keyof GenVersion): boolean =>
    first !== undefined && versions.every((v) => same(v[key], first[key]));
  const hoisted = {
    schema: hoist("schema"),
    subresources: hoist("subresources"),
    columns: hoist("additionalPrinterColumns"),
    selectable: hoist("selectableFields"),
  };
  const specSchema = hoisted.schema ? first?.schema : undefined;
  const specSub = hoisted.subresources ? first?.subresources : undefined;
  // :373-:381 (B1)
  if (specSchema?.openAPIV3Schema === undefined) {
    versions.forEach((v, i) => {
      const schema = hoisted.schema ? undefined : v.schema;
      if (schema?.openAPIV3Schema === undefined) {
        out.push({ field: `spec.versions[${i}].schema.openAPIV3Schema`, text: "Required value" });
      }
    });
  }
  // :409-:418 and validateCustomResourceDefinitionVersion (:295)
  versions.forEach((v, i) => {
    const at = `spec.versions[${i}]`;
    for (const message of dns1035LabelErrors(v.name)) {
      out.push({ field: `${at}.name`, text: `Invalid value: ${JSON.stringify(v.name)}: ${message}` });
    }
    if (!hoisted.subresources) subresourceErrors(v.subresources, `${at}.subresources`, out);
    if (!hoisted.columns) columnErrors(v.additionalPrinterColumns, `${at}.additionalPrinterColumns`, out);
    if (!hoisted.selectable) {
      selectableErrors(
        v.selectableFields,
        !hoisted.schema && v.schema !== undefined,
        `${at}.selectableFields`,
        "may only be set when `version.schema.openAPIV3Schema` is not included",
        out,
      );
    }
  });
  const names = versions.map((v) => v.name);
  if (new Set(names).size !== names.length) {
    out.push({
      field: "spec.versions",
      text: "Invalid value: <versions>: must contain unique version names",
    });
  }
  if (versions.filter((v) => v.storage).length !== 1) {
    out.push({
      field: "spec.versions",
      text: "Invalid value: <versions>: must have exactly one version marked as storage version",
    });
  }
  // :450-:457: spec.Version is versions[0].Name after the conversion.
  const specVersion = first?.name ?? "";
  if (specVersion !== "") {
    for (const message of dns1035LabelErrors(specVersion)) {
      out.push({ field: "spec.version", text: `Invalid value: ${JSON.stringify(specVersion)}: ${message}` });
    }
  }
  // :475-:491
  if (hoisted.subresources) subresourceErrors(specSub, "spec.subresources", out);
  if (hoisted.columns) columnErrors(first?.additionalPrinterColumns, "spec.additionalPrinterColumns", out);
  if (hoisted.selectable) {
    selectableErrors(
      first?.selectableFields,
      specSchema !== undefined,
      "spec.selectableFields",
      "may only be set when validations.schema is included",
      out,
    );
  }
  // ValidateCustomResourceDefinitionStoredVersions (:263) on the stored versions PrepareForCreate records.
  const storage = versions.find((v) => v.storage);
  if (storage === undefined) {
    out.push({
      field: "status.storedVersions",
      text: "Invalid value: null: must have at least one stored version",
    });
  } else {
    let pending = true;
    for (const v of versions) {
      const known = pending && v.name === storage.name;
      if (v.storage && !known) {
        out.push({
          field: "status.storedVersions",
          text: `Invalid value: ${JSON.stringify([storage.name])}: must have the storage version ${v.name}`,
        });
      }
      if (known) pending = false;
    }
  }
  return out;
}

// The spec.versions value is the whole internal versions list (tested on its own in versions.test.ts).
function crdgenErrors(versions: GenVersion[]): Model[] {
  return validateCustomResourceDefinition(crdOf(versions))
    .filter((e) => e.origin === "crd")
    .map((e) => {
      const text = errorString(e).slice(e.field.length + 2);
      return {
        field: e.field,
        text:
          e.field === "spec.versions"
            ? text.replace(/^Invalid value: \[.*\]: /s, "Invalid value: <versions>: ")
            : text,
      };
    });
}

describe("CRD-level checks against a model of validation.go and the v1 conversion", () => {
  it("agrees on generated multi-version CRDs", () => {
    fc.assert(
      fc.property(fc.array(versionArb, { minLength: 1, maxLength: 3 }), (versions) => {
        expect(crdgenErrors(versions)).toEqual(model(versions));
      }),
      { numRuns: 600 },
    );
  });

  it("rejects equal selectable fields under differing schemas on spec.selectableFields", () => {
    const versions: GenVersion[] = [
      {
        name: "v1",
        served: true,
        storage: true,
        schema: { openAPIV3Schema: schemaA },
        selectableFields: [{ jsonPath: ".spec.color" }],
      },
      {
        name: "v2",
        served: true,
        storage: false,
        schema: { openAPIV3Schema: schemaB },
        selectableFields: [{ jsonPath: ".spec.color" }],
      },
    ];
    expect(crdgenErrors(versions)).toEqual([
      {
        field: "spec.selectableFields",
        text: 'Invalid value: "": may only be set when validations.schema is included',
      },
    ]);
  });
});
