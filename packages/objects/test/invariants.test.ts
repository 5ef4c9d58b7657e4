import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JSONSchemaProps } from "@crdgen/structural";
import { errorString, pruneUnknownFields } from "@crdgen/structural";
import { CrdCatalog, createObject } from "../src/index.js";
import { corpusCrds } from "./support/corpus.js";
import { valueFor } from "./support/object-arbitrary.js";

// Properties of the create path that hold whatever the object, checked on objects generated from every
// served version of every corpus CRD, with mistakes mixed in.

const crds = corpusCrds();
const served = crds.flatMap(({ file, crd }) =>
  (crd.spec?.versions ?? [])
    .filter((v) => v.served === true && v.schema?.openAPIV3Schema != null)
    .map((v) => ({ file, crd, version: v.name ?? "" })),
);

function resourceFor(schema: JSONSchemaProps, apiVersion: string, kind: string, mutate: boolean) {
  return valueFor(schema, { mutate }).map((value) => ({
    ...(typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}),
    apiVersion,
    kind,
    metadata: { name: "sample", namespace: "default" },
  }));
}

// Whether a field path of an error (`spec.items[2].name`, `spec.labels[key]`) names a value of `object`.
function pathExists(object: unknown, field: string): boolean {
  let value = object;
  for (const step of field.match(/[^.[\]]+|\[[^\]]*\]/g) ?? []) {
    const key = step.startsWith("[") ? step.slice(1, -1) : step;
    if (Array.isArray(value)) {
      value = value[Number(key)];
    } else if (typeof value === "object" && value !== null && Object.hasOwn(value, key)) {
      value = (value as Record<string, unknown>)[key];
    } else {
      return false;
    }
  }
  return true;
}

// Dotted property paths (list items without an index) whose schema has a default.
function defaultedPaths(
  schema: JSONSchemaProps | undefined,
  prefix: string,
  out: Set<string>,
  depth = 0,
): Set<string> {
  if (schema === undefined || depth > 12) return out;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix === "" ? name : `${prefix}.${name}`;
    if (property.default != null) out.add(path);
    defaultedPaths(property, path, out, depth + 1);
  }
  const items = schema.items;
  if (items != null && !Array.isArray(items)) defaultedPaths(items, prefix, out, depth + 1);
  return out;
}

describe("the create path on objects generated from the corpus", () => {
  it("has CRDs to work on", () => {
    expect(crds.length).toBeGreaterThan(150);
  });

  it.each(served.map((s) => [`${s.file} ${s.version}`, s] as const))("%s", (_name, { crd, version }) => {
    const group = crd.spec?.group ?? "";
    const kind = crd.spec?.names?.kind ?? "";
    const resolution = new CrdCatalog([crd]).resolve(`${group}/${version}`, kind);
    if (!resolution.found) throw new Error(resolution.message);
    const schema = resolution.served.schema ?? {};
    const withDefaults = defaultedPaths(schema, "", new Set());
    fc.assert(
      fc.property(resourceFor(schema, `${group}/${version}`, kind, true), (object) => {
        const given = structuredClone(object);
        const first = createObject(resolution.served, object);
        // The caller's object is left as it was, and not frozen.
        expect(object).toEqual(given);
        expect(Object.isFrozen(object)).toBe(false);
        // Handed over, the object itself becomes what the copying path stores, with the same verdict.
        const handed = createObject(resolution.served, given, { owned: true });
        if (handed.stored !== undefined) expect(handed.stored).toBe(given);
        expect(JSON.stringify(handed.stored)).toBe(JSON.stringify(first.stored));
        expect(handed.errors).toEqual(first.errors);
        expect(handed.warnings).toEqual(first.warnings);
        expect(handed.unknownFields).toEqual(first.unknownFields);
        if (first.stored === undefined) return;
        // Pruning what was stored finds nothing more to prune.
        expect(pruneUnknownFields(first.stored, schema, true).unknownFields).toEqual([]);
        // Defaults fill in what they can: no missing field with a default is reported.
        for (const error of first.errors) {
          if (error.type !== "FieldValueRequired") continue;
          expect(withDefaults.has(error.field.replace(/\[\d+\]/g, ""))).toBe(false);
        }
        // The stored object is a fixpoint of create: created again, it is stored unchanged, same verdict.
        const again = createObject(resolution.served, first.stored);
        expect(again.stored).toEqual(first.stored);
        expect(again.unknownFields).toEqual([]);
        expect(again.errors.map(errorString)).toEqual(first.errors.map(errorString));
        // What a manifest file gives (JSON text, parsed again) gets the same verdict as the value itself.
        const roundTrip = createObject(
          resolution.served,
          JSON.parse(JSON.stringify(object)) as Record<string, unknown>,
        );
        expect(roundTrip.stored).toEqual(first.stored);
        expect(roundTrip.errors.map(errorString)).toEqual(first.errors.map(errorString));
        // Every error names a field of the stored object, or one that is Required (and so absent). Scale
        // errors are the exception: ValidateScaleSpec names the replicas path as the CRD writes it (leading
        // dot), whether or not it exists (validator.go, field.NewPath(scale.SpecReplicasPath)). Composite
        // errors (anyOf/oneOf/allOf/not, the integer format range) are at the nil path, `<nil>`
        // (kubeOpenAPIResultToFieldErrors' default case), and name their field in the message.
        for (const error of first.errors) {
          if (error.type === "FieldValueRequired" || error.field.startsWith(".")) continue;
          if (error.field === "<nil>") {
            expect(error.type, errorString(error)).toBe("FieldValueInvalid");
            continue;
          }
          expect(pathExists(first.stored, error.field), errorString(error)).toBe(true);
        }
      }),
      { numRuns: 15, seed: 7 },
    );
  });
});
