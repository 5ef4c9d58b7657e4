import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type JSONSchemaProps, ObjectRulesValidator } from "../../src/index.js";

// Names whose sorted order differs from Object.keys' (integer-like keys come first there), names CEL escapes or
// cannot escape, and names an object inherits from Object.prototype.
const names = [
  "b",
  "a",
  "B",
  "10",
  "2",
  "1",
  "a-b",
  "x.y",
  "_",
  "é",
  "constructor",
  "toString",
  "hasOwnProperty",
];

/** A property schema: a string with a rule that fails on every value, its message naming where it is. */
type Shape = { readonly [name: string]: Shape | boolean };

function schemaOf(shape: Shape, path: string): JSONSchemaProps {
  const properties: Record<string, JSONSchemaProps> = {};
  for (const [name, child] of Object.entries(shape)) {
    const at = `${path}/${name}`;
    properties[name] =
      typeof child === "object"
        ? schemaOf(child, at)
        : {
            type: "string",
            ...(child ? { "x-kubernetes-validations": [{ rule: "self == 'never'", message: at }] } : {}),
          };
  }
  return { type: "object", properties: Object.fromEntries(Object.entries(properties)) };
}

/**
 * The messages of the failing rules in the order the API server's walk (crdgen's, with each map's keys sorted)
 * meets them: the value's own keys, sorted, that are properties of the schema and not null. Written
 * independently of the validator's walk, which visits the schema's properties instead.
 */
function expectedMessages(shape: Shape, value: Record<string, unknown>, path: string): string[] {
  const out: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const child = Object.hasOwn(shape, key) ? shape[key] : undefined;
    const v = value[key];
    if (child === undefined || v == null) continue;
    const at = `${path}/${key}`;
    if (typeof child === "object") {
      if (typeof v === "object" && !Array.isArray(v)) {
        out.push(...expectedMessages(child, v as Record<string, unknown>, at));
      }
    } else if (child) {
      out.push(at);
    }
  }
  return out;
}

const shapeArb: fc.Arbitrary<Shape> = fc.letrec<{ shape: Shape; child: Shape | boolean }>((tie) => ({
  shape: fc
    .uniqueArray(fc.tuple(fc.constantFrom(...names), tie("child")), { selector: ([n]) => n, maxLength: 8 })
    .map((entries) => Object.fromEntries(entries)),
  child: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.boolean(), tie("shape")),
})).shape;

/** A value for `shape`: some of its properties (some null), and keys it does not declare. */
function valueArb(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const entries = names.map((name) => {
    const child = Object.hasOwn(shape, name) ? shape[name] : undefined;
    const present: fc.Arbitrary<unknown> =
      typeof child === "object" ? valueArb(child) : fc.constantFrom("v", "w");
    return fc.tuple(fc.constant(name), fc.oneof(fc.constant(undefined), fc.constant(null), present));
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
}

describe("the rule walk's order over an object's properties", () => {
  it("meets the properties with rules in the value's sorted key order, only those it has (property)", () => {
    fc.assert(
      fc.property(
        shapeArb.chain((shape) => fc.tuple(fc.constant(shape), fc.array(valueArb(shape), { maxLength: 3 }))),
        ([shape, values]) => {
          // One validator for several objects, as crdgen validate keeps one per served version.
          const validator = new ObjectRulesValidator({
            type: "object",
            properties: { spec: schemaOf(shape, "spec") },
          });
          for (const spec of values) {
            const errors = validator.validate({ spec }).errors;
            expect(errors.map((e) => e.detail)).toEqual(expectedMessages(shape, spec, "spec"));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
