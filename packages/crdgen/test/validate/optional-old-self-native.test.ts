// `oldSelf` under `optionalOldSelf` as cel-go resolves an optional variable: the optional's value is unwrapped to
// its Go value and converted again by the environment's registry (interpreter/attributes.go:306-326 and 1259-1266
// at cel-go v0.26.0; apiextensions-apiserver pkg/apiserver/schema/cel/validation.go:776-793 builds
// `types.OptionalOf(UnstructuredToVal(oldObj, sts))`). apiserver's `unstructuredMap.Value()` is the raw
// `map[string]interface{}` (pkg/cel/common/valuesunstructured.go:638-640), so `oldSelf.value()` is a plain map of
// JSON: null fields are present, strings keep no format, field names are the JSON names, set lists compare in
// order. These outcomes follow from that source; the crvalidate oracle (rebuilt in session 18) answers each of
// them as written here, costs included.
import { describe, expect, it } from "vitest";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpecSchema } from "./fixtures.js";

function crdWithRules(rules: readonly string[]): CustomResourceDefinition {
  return widgetCrdWithSpecSchema({
    type: "object",
    properties: {
      x: { type: "integer", nullable: true },
      y: { type: "integer" },
      t: { type: "string", format: "date-time" },
      "a-b": { type: "string" },
      tags: { type: "array", items: { type: "string" }, "x-kubernetes-list-type": "set" },
    },
    "x-kubernetes-validations": rules.map((rule, i) => ({
      rule,
      optionalOldSelf: true,
      message: `rule ${i}`,
    })),
  });
}

const spec = { x: null, y: 1, t: "2024-01-02T03:04:05Z", "a-b": "v", tags: ["a", "b"] };

/**
 * The errors of updating an object whose spec was `oldSpec` to `newSpec` with `y` set to 2: a changed object, so
 * that the rules that do not read oldSelf are not ratcheted away.
 */
function updateErrors(rules: readonly string[], newSpec: object, oldSpec: object = spec): string[] {
  const metadata = { name: "w1", namespace: "default" };
  const object = { apiVersion: "example.com/v1", kind: "Widget", metadata, spec: { ...newSpec, y: 2 } };
  const old = { ...object, metadata: { ...metadata, generation: 1 }, spec: oldSpec };
  const [outcome] = validate({ crds: [crdWithRules(rules)], objects: [object], old: [old] }).objects;
  return (outcome?.errors ?? []).map((e) => `${e.field}: ${e.detail}`);
}

describe("oldSelf.value() under optionalOldSelf is the old object's JSON, converted without its schema", () => {
  it("holds null fields, which self's object leaves out", () => {
    expect(updateErrors(["!oldSelf.hasValue() || has(oldSelf.value().x)", "has(self.x)"], spec)).toEqual([
      "spec: rule 1",
    ]);
  });

  it("keeps a date-time field a string", () => {
    expect(
      updateErrors(
        [
          "!oldSelf.hasValue() || type(oldSelf.value().t) == string",
          "!oldSelf.hasValue() || type(self.t) == google.protobuf.Timestamp",
        ],
        spec,
      ),
    ).toEqual([]);
  });

  it("is keyed by JSON names: an escaped field name is no key of it", () => {
    expect(
      updateErrors(["!oldSelf.hasValue() || oldSelf.value().a__dash__b == self.a__dash__b"], spec),
    ).toEqual(["spec: no such key: a__dash__b evaluating rule: rule 0"]);
  });

  it("compares a set list in order, where self's set list compares as a set", () => {
    const reordered = { ...spec, tags: ["b", "a"] };
    expect(
      updateErrors(
        [
          "!oldSelf.hasValue() || oldSelf.value().tags == self.tags",
          "!oldSelf.hasValue() || self.tags == oldSelf.value().tags",
        ],
        reordered,
      ),
    ).toEqual(["spec: rule 0"]);
  });

  it("is unequal to the same object with a null field (the object's Find leaves it out)", () => {
    const noNull = { y: 1, "a-b": "v", tags: ["a", "b"] };
    expect(updateErrors(["!oldSelf.hasValue() || oldSelf.value() == self"], spec)).toEqual(["spec: rule 0"]);
    // Without the null field (and y the same) the maps agree, the dashed field found by its JSON name. (A date-time
    // field would not: the old one is a string, the new one a timestamp.)
    expect(
      updateErrors(["!oldSelf.hasValue() || oldSelf.value() == self"], noNull, { ...noNull, y: 2 }),
    ).toEqual([]);
  });

  it("is found by the qualifiers of oldSelf itself: oldSelf.?x of a null field is optional.of(null)", () => {
    expect(updateErrors(["oldSelf.?x.hasValue() && dyn(oldSelf.?x.value()) == null"], spec)).toEqual([]);
  });
});

describe("oldSelf of an old value that its schema refuses (kept by ratcheting) under optionalOldSelf", () => {
  // The optional holds apiserver's conversion error; its Go value is the Go error, which the qualifiers of
  // `oldSelf.?x` convert again (refQualify's NativeToValue): the rule fails with that error, as crvalidate
  // answered, where taking the error for an absent field would make `oldSelf.?x` none and the rule pass.
  function innerErrors(rule: string): string[] {
    const crd = widgetCrdWithSpecSchema({
      type: "object",
      properties: {
        y: { type: "integer" },
        inner: {
          type: "object",
          properties: { x: { type: "integer" } },
          "x-kubernetes-validations": [{ rule, optionalOldSelf: true, message: "rule 0" }],
        },
      },
    });
    const metadata = { name: "w1", namespace: "default" };
    const object = { apiVersion: "example.com/v1", kind: "Widget", metadata, spec: { inner: 3, y: 2 } };
    const old = { ...object, metadata: { ...metadata, generation: 1 }, spec: { inner: 3, y: 1 } };
    const [outcome] = validate({ crds: [crd], objects: [object], old: [old] }).objects;
    return (outcome?.errors ?? []).map((e) => `${e.field}: ${e.detail}`);
  }

  const converted =
    "unsupported conversion to ref.Val: (*errors.errorString)invalid data, expected a map for the provided schema " +
    "with type=object evaluating rule: rule 0";

  it("fails oldSelf.?x with the error converted again", () => {
    expect(innerErrors("oldSelf.?x.orValue(0) == 0")).toEqual([`spec.inner: ${converted}`]);
    expect(innerErrors("oldSelf.?x == optional.none()")).toEqual([`spec.inner: ${converted}`]);
  });

  it("still finds the optional present", () => {
    expect(innerErrors("oldSelf.hasValue()")).toEqual([]);
  });
});
