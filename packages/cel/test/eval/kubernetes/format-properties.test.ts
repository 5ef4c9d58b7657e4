/**
 * Properties of the format library: no string makes a format throw, and `validate` is optional.none exactly
 * when the format's rule (written here independently, from the Go regexes and limits) accepts the string.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kubernetesFormatOverloads } from "../../../src/eval/kubernetes/format.js";
import { maskTrailingDash } from "../../../src/formats/names.js";
import { FormatValue } from "../../../src/values/kubernetes-format.js";
import { type CelValue, ListValue, OptionalValue } from "../../../src/values/value.js";
import { constantFormatNames } from "../../../src/decls/kubernetes/format.js";

const call = (fn: string, ...args: CelValue[]): CelValue => {
  const o = kubernetesFormatOverloads.find((x) => x.function === fn);
  if (o === undefined) throw new Error(fn);
  return o.impl(args);
};
const format = (name: string): FormatValue => {
  const f = call(`format.${name}`);
  if (!(f instanceof FormatValue)) throw new Error(name);
  return f;
};
const validate = (name: string, s: string): CelValue => call("validate", format(name), s);

const bytes = (s: string): number => Buffer.byteLength(s, "utf8");
const label = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const subdomain = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const labelKey = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;

/** The formats' acceptance, from the Go regexes and byte limits rather than from the ported functions. */
const accepts: Readonly<Record<string, (s: string) => boolean>> = {
  dns1123Label: (s) => bytes(s) <= 63 && label.test(s),
  dns1123Subdomain: (s) => bytes(s) <= 253 && subdomain.test(s),
  dns1035Label: (s) => bytes(s) <= 63 && /^[a-z]([-a-z0-9]*[a-z0-9])?$/.test(s),
  labelValue: (s) => bytes(s) <= 63 && (s === "" || labelKey.test(s)),
  qualifiedName: (s) => {
    const parts = s.split("/");
    if (parts.length > 2) return false;
    const name = parts.at(-1) ?? "";
    const prefixOk = parts.length === 1 || (bytes(parts[0] ?? "") <= 253 && subdomain.test(parts[0] ?? ""));
    return prefixOk && bytes(name) <= 63 && labelKey.test(name);
  },
  uuid: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(s),
};

// Strings rich in the characters the formats react to.
const formatish = fc
  .array(
    fc.oneof(
      fc.constantFrom(...Array.from("abz09-._/AZ: +=%\u00e9\u4e16\n"), "a".repeat(63), "ab.".repeat(90)),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

const names = constantFormatNames;

describe("format library properties", () => {
  it("never throws: validate gives optional.none or optional.of(a non-empty list of strings)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.oneof(formatish, fc.string(), fc.string({ unit: "grapheme" })),
        (n, s) => {
          const v = validate(n, s);
          expect(v).toBeInstanceOf(OptionalValue);
          if (v instanceof OptionalValue && v.value !== undefined) {
            expect(v.value).toBeInstanceOf(ListValue);
            const elements = v.value instanceof ListValue ? v.value.elements : [];
            expect(elements.length).toBeGreaterThan(0);
            for (const e of elements) expect(typeof e).toBe("string");
          }
        },
      ),
    );
  });

  it("validate is empty exactly when the format's rule accepts the string", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(accepts)), formatish, (n, s) => {
        const v = validate(n, s);
        expect(v instanceof OptionalValue && !v.hasValue()).toBe(accepts[n]?.(s));
      }),
      { numRuns: 2000 },
    );
  });

  it("a Prefix format validates the name with its trailing dash masked, keeping Go's byte length", () => {
    fc.assert(
      fc.property(formatish, (body) => {
        const s = `${body}-`;
        const masked = maskTrailingDash(s);
        if (bytes(s) > 1) expect(bytes(masked)).toBe(bytes(s) - 1);
        for (const n of ["dns1123Label", "dns1123Subdomain", "dns1035Label"]) {
          expect(validate(`${n}Prefix`, s)).toEqual(validate(n, masked));
        }
      }),
    );
  });

  it("format.named finds exactly the ConstantFormats keys, equal to their constructors", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...names), fc.string()), (n) => {
        const v = call("format.named", n);
        expect(v).toBeInstanceOf(OptionalValue);
        const found = v instanceof OptionalValue ? v.value : undefined;
        if (names.includes(n)) expect(found instanceof FormatValue && found.equals(format(n))).toBe(true);
        else expect(found).toBeUndefined();
      }),
    );
  });
});
