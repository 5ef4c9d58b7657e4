// An optionalOldSelf rule whose old value does not match its schema (kept by ratcheting): cel-go resolves an
// optional variable by unwrapping its value's Go value and converting it again (interpreter/attributes.go:1259-1266
// and 306-326 at v0.26.0), and an error's Go value is its Go error, which that conversion refuses
// (common/types/err.go:96). The expected outcome is the crvalidate oracle's (packages/objects/test/oracle/SOURCES.md,
// program /work/go-oracle/vd2), which found it on the wide round's `versioned` CRD.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpec } from "./fixtures.js";

const crd = widgetCrdWithSpec({
  grow: {
    type: "integer",
    "x-kubernetes-validations": [
      { rule: "!oldSelf.hasValue() || self >= oldSelf.value()", optionalOldSelf: true, message: "m" },
    ],
  },
});

describe("an optional oldSelf holding a conversion error", () => {
  it("holds the error of converting that error again, as the server says", () => {
    const object = {
      apiVersion: "example.com/v1",
      kind: "Widget",
      metadata: { name: "w1", namespace: "default" },
      spec: { grow: -1 },
    };
    const old = { ...object, spec: { grow: 1.5 }, metadata: { ...object.metadata, generation: 1 } };
    const [outcome] = validate({ crds: [crd], objects: [object], old: [old] }).objects;
    expect(outcome?.errors.map((e) => `${e.field}: ${e.detail}`)).toEqual([
      "spec.grow: unsupported conversion to ref.Val: (*errors.errorString)invalid data, expected int, got float64 evaluating rule: m",
    ]);
    expect(outcome?.runtimeCost).toBe(7);
  });
});
