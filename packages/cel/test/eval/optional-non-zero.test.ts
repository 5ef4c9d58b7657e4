/**
 * `optional.ofNonZeroValue` (cel-go cel/library.go): none only for a value implementing `traits.Zeroer` whose
 * IsZeroValue is true. cel-go's own lists and maps do (common/types/list.go, map.go); types.Optional does not;
 * apiserver's values read from an object do not (pkg/cel/common/valuesunstructured.go `unstructuredList`,
 * `unstructuredMap`), nor what `+` makes of their lists: in Kubernetes 1.35 an `unstructuredList`,
 * `unstructuredSetList` or `unstructuredMapList` again (valuesunstructured.go:316-499 at kubernetes-1.35.0).
 */
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  type ValueSchema,
  celTypes,
  evaluate,
  kubernetesParseOptions,
  mapType,
  optionalLibrary,
  unstructuredToVal,
  variableDecl,
} from "../../src/index.js";
import { compile } from "../cost/compile.js";

const schema: ValueSchema = {
  type: "object",
  properties: {
    list: { type: "array", items: { type: "integer" } },
    set: { type: "array", items: { type: "integer" }, "x-kubernetes-list-type": "set" } as ValueSchema,
    map: { type: "object", additionalProperties: { type: "string" } },
    obj: { type: "object", properties: { a: { type: "string" } } },
    s: { type: "string" },
  },
};
const self = unstructuredToVal({ list: [], set: [], map: {}, obj: {}, s: "" }, schema);

function hasValue(argument: string): CelValue {
  const checked = compile(`optional.ofNonZeroValue(${argument}).hasValue()`, {
    functions: optionalLibrary().functions,
    vars: [variableDecl("self", mapType(celTypes.string, celTypes.dyn))],
    parseOptions: kubernetesParseOptions,
  });
  return evaluate(checked, { self }).value;
}

describe("optional.ofNonZeroValue", () => {
  it("keeps empty lists, maps and objects read from the object (no IsZeroValue)", () => {
    expect(hasValue("self.list")).toBe(true);
    expect(hasValue("self.set")).toBe(true);
    expect(hasValue("self.map")).toBe(true);
    expect(hasValue("self.obj")).toBe(true);
  });
  it("keeps an empty list made by + on the object's lists (still an unstructured list in 1.35)", () => {
    expect(hasValue("self.set + self.set")).toBe(true);
    expect(hasValue("self.list + self.list")).toBe(true);
    // baseList.Add of an empty CEL list gives the other operand itself (list.go:129-134).
    expect(hasValue("[] + self.list")).toBe(true);
    expect(hasValue("[] + []")).toBe(false);
  });
  it("drops CEL's own empty values and the object's empty string (types.String is a Zeroer)", () => {
    expect(hasValue("[]")).toBe(false);
    expect(hasValue("{}")).toBe(false);
    expect(hasValue("self.list.filter(x, true)")).toBe(false);
    expect(hasValue("self.s")).toBe(false);
  });
  it("keeps an optional, even an empty one (types.Optional has no IsZeroValue)", () => {
    expect(hasValue("optional.none()")).toBe(true);
  });
});
