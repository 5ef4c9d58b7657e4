// Map keys CEL looks up or sets that Go's maps cannot take, each answered by the crvalidate oracle (the Kubernetes
// 1.35 create path, packages/objects/test/oracle/SOURCES.md) for this CRD and object: a bytes key set in a map
// literal, deleted from one by an absent optional entry, or looked up with `in` in a non-empty map CEL built panics
// in Go (cel-go v0.26.0 interpretable.go:686-697, map.go:536-540), and `prog.Eval` recovers it (program.go:288-296)
// with the runtime's own text, which differs for a delete from an empty map (Go 1.25 internal/runtime/maps
// map.go:643-647); a key that is no string in a map read from an object is `no such overload` (apiserver
// valuesunstructured.go:698-703 at kubernetes-1.35.0), and no value of a CEL map equals it.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { widgetCrdWithSpecSchema } from "./fixtures.js";

const rules = [
  "size({b'a': self.s}) == 1",
  "{b'a': self.s}.size() == 1 || true",
  "{?b'a': optional.of(self.s)}.size() == 1",
  "{?b'a': optional.none()}.size() == 0",
  "{b'c': self.s, ?b'a': optional.none()}.size() == 1",
  "{dyn(self.s): 1, dyn(b'a'): 2}.size() == 2",
  "dyn(b'a') in dyn({})",
  "dyn(b'a') in dyn({'k': self.s})",
  "dyn(b'a') in dyn({'a': 1}.transformMap(k, v, v))",
  "dyn(1) in dyn(self.m)",
  "dyn(self.m)[dyn(1)] == 'x'",
  "dyn(b'a') in dyn(self.o)",
  "dyn(self.o)[?dyn(1)].hasValue()",
  "dyn({1: 'x'}) == dyn(self.m)",
];

const crd = widgetCrdWithSpecSchema({
  type: "object",
  properties: {
    s: { type: "string" },
    n: { type: "integer" },
    m: { type: "object", additionalProperties: { type: "string" } },
    o: { type: "object", properties: { a: { type: "string" } } },
  },
  "x-kubernetes-validations": rules.map((rule) => ({ rule })),
});

const object = {
  apiVersion: "example.com/v1",
  kind: "Widget",
  metadata: { name: "w1", namespace: "default" },
  spec: { s: "x", n: 1, m: { k: "x" }, o: { a: "y" } },
};

const panicked = (text: string) => (rule: string) => `spec: internal error: ${text} evaluating rule: ${rule}`;
const hashed = panicked("runtime error: hash of unhashable type types.Bytes");
const noSuchOverload = (rule: string) =>
  `spec: 'no such overload': call arguments did not match a supported operator, function or macro signature for rule: ${rule}`;
const failed = (rule: string) => `spec: failed rule: ${rule}`;
const expected = [
  hashed,
  hashed,
  hashed,
  panicked("hash of unhashable type: types.Bytes"),
  hashed,
  hashed,
  failed,
  hashed,
  hashed,
  noSuchOverload,
  noSuchOverload,
  noSuchOverload,
  noSuchOverload,
  failed,
];

describe("map keys Go's maps cannot take", () => {
  it("panic or find no overload as on the API server, with its runtime cost", () => {
    const [outcome] = validate({ crds: [crd], objects: [object] }).objects;
    expect(outcome?.errors.map((e) => `${e.field}: ${e.detail}`)).toEqual(
      rules.map((rule, i) => expected[i]?.(rule)),
    );
    expect(outcome?.runtimeCost).toBe(76);
  });
});
