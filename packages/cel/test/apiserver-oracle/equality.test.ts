/**
 * Equality as Go's `Equal` methods decide it, on Kubernetes library values and on the lists and maps that hold them
 * (Kubernetes 1.35 oracle answers, see SOURCES.md "apiserver libraries and environment"):
 *
 * - a library value's `Equal` asserts its own Go value type (apiserver pkg/cel quantity.go:62-68, ip.go:64-70,
 *   cidr.go:64-71, url.go:64-70, semver.go:59-65, format.go:59-65): another type, or the `*Quantity` that `add` and
 *   `sub` return (library/quantity.go:325-386), is `no such overload`;
 * - `==` answers that error, `!=` never does (cel-go interpreter/interpretable.go:341-351, 380-390);
 * - a list CEL built passes an element's error over (common/types/list.go:223-240), one made by `+` keeps it when no
 *   element is unequal (list.go:415-440), one read from an object answers it (apiserver valuesunstructured.go:461-477)
 *   and refuses a value that is not a list; maps alike (map.go:260-282, valuesunstructured.go:593-632);
 * - `in` asks the needle for a list CEL built and ignores errors (list.go:142-152), asks the element for a list read
 *   from an object and answers the first error (valuesunstructured.go:501-522), and a `+` list asks its parts
 *   (list.go:377-396); `indexOf` (library/lists.go:297-323) and `distinct` (ext/lists.go:578-603) ask the element.
 */
import { describe, expect, it } from "vitest";
import { crdgenAnswer } from "./harness.js";

const schema = {
  type: "object",
  properties: {
    l: { type: "array", items: { type: "string" } },
    ll: { type: "array", items: { type: "array", items: { type: "string" } } },
    m: { type: "object", additionalProperties: { type: "string" } },
    o: { type: "object", properties: { a: { type: "string" } } },
  },
};
const self = { l: ["a"], ll: [["a"]], m: { k: "v" }, o: { a: "x" } };

const noSuchOverload = { error: "no such overload" };
const bool = (b: boolean) => ({ value: ["bool", b] });
const int = (n: number) => ({ value: ["int", String(n)] });

const cases: readonly (readonly [string, object])[] = [
  ["quantity('2') == quantity('1').add(quantity('1'))", noSuchOverload],
  ["quantity('1').add(quantity('1')) == quantity('2')", bool(true)],
  ["quantity('2') != quantity('1').add(1)", bool(true)],
  ["quantity('1').add(1) != quantity('1').add(1)", bool(true)],
  ["[quantity('1')] == [dyn(1)]", bool(true)],
  ["[quantity('3')] == [quantity('1').add(1)]", bool(true)],
  ["[quantity('3')] != [quantity('1').add(1)]", bool(false)],
  ["[dyn(1)] == [quantity('1')]", bool(false)],
  ["quantity('1') == dyn(1)", noSuchOverload],
  ["dyn(1) == quantity('1')", bool(false)],
  ["quantity('1') == null", bool(false)],
  ["ip('1.2.3.4') == dyn(cidr('1.2.3.4/32'))", noSuchOverload],
  ["url('http://a') == dyn('http://a')", noSuchOverload],
  ["semver('1.0.0') == dyn(1)", noSuchOverload],
  ["format.byte() == dyn(format.uri())", bool(false)],
  ["{'k': format.byte()} == {'k': dyn([1])}", bool(true)],
  ["{'k': dyn([1])} == {'k': format.byte()}", bool(false)],
  ["[format.dns1123Label()].exists(x, x == dyn(quantity('-1')))", noSuchOverload],
  ["quantity('2') in [quantity('1').add(1)]", bool(false)],
  ["quantity('1').add(1) in [quantity('2')]", bool(true)],
  ["dyn(1) in [quantity('1')] + [quantity('2')]", bool(false)],
  ["quantity('1') in [dyn(1)] + [quantity('1')]", bool(true)],
  ["optional.of(quantity('1')) == optional.of(dyn(null))", noSuchOverload],
  ["optional.of(quantity('1')) == optional.of(dyn(1))", noSuchOverload],
  ["[quantity('2'), quantity('1').add(1)].indexOf(quantity('1').add(1))", int(-1)],
  ["[quantity('2'), quantity('1').add(1)].indexOf(quantity('2'))", int(0)],
  ["sets.contains([quantity('1')], [dyn(1)])", bool(false)],
  ["sets.contains([dyn(1)], [quantity('1')])", bool(false)],
  ["sets.contains([quantity('1')] + [dyn(2)], [dyn(1)])", bool(false)],
  ["[quantity('1').add(1), quantity('2')].distinct().size()", int(2)],
  ["[quantity('2'), quantity('1').add(1)].distinct().size()", int(1)],
  ["self.l == dyn(1)", noSuchOverload],
  ["self.l != dyn(1)", bool(true)],
  ["self.m == dyn(1)", noSuchOverload],
  ["self == dyn(1)", noSuchOverload],
  ["self.o == dyn(1)", noSuchOverload],
  ["dyn(1) == self.l", bool(false)],
  ["dyn(1) in self.ll", noSuchOverload],
  ["self.ll == [dyn(1)]", noSuchOverload],
  ["[dyn(1)] == self.ll", bool(false)],
  ["dyn(['a']) in self.ll", bool(true)],
  ["[self.l] == [dyn(1)]", bool(true)],
  ["dyn(1) in [dyn(2)] + self.ll", noSuchOverload],
  ["{'a': self.l} == {'a': dyn(1)}", bool(true)],
];

describe("equality of Kubernetes values and of the lists and maps holding them", () => {
  it.each(cases)("%s", (rule, want) => {
    const { value, error } = crdgenAnswer({ schema, rule, self });
    expect({ ...(value === undefined ? {} : { value }), ...(error === undefined ? {} : { error }) }).toEqual(
      want,
    );
  });
});
