/**
 * Properties of the string and list extensions on arbitrary input (including astral code points): the
 * functions index by code point, and their results fit together as cel-go's do.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CelValue, ListValue, celTypes, listType, variableDecl } from "../../../src/index.js";
import { listsExtLibrary, stringsLibrary } from "../../../src/index.js";
import { evalExt } from "./eval-ext.js";

const strings = { library: stringsLibrary(3), versions: { strings: 3 } };
const text = fc.string({ unit: "grapheme", maxLength: 12 });
const needle = fc.string({ unit: "grapheme", maxLength: 3 });

function run(expr: string, vars: Readonly<Record<string, CelValue>>): CelValue | string {
  const env = {
    ...strings,
    variables: Object.entries(vars).map(([n, v]) =>
      variableDecl(
        n,
        v instanceof ListValue
          ? listType(celTypes.string)
          : typeof v === "bigint"
            ? celTypes.int
            : celTypes.string,
      ),
    ),
  };
  const out = evalExt(expr, env, { vars });
  if (out.error !== undefined) return `error: ${out.error}`;
  return out.value ?? null;
}

describe("ext strings properties", () => {
  it("s.indexOf(t) is -1 or the first code-point index where s.substring(i) starts with t", () => {
    fc.assert(
      fc.property(text, needle, (s, t) => {
        const i = run("s.indexOf(t)", { s, t });
        const cps = Array.from(s);
        const at = (k: number) => cps.slice(k).join("").startsWith(t);
        if (i === -1n) {
          expect(cps.some((_, k) => at(k)) || (t === "" && cps.length === 0)).toBe(false);
          return;
        }
        expect(typeof i).toBe("bigint");
        const k = Number(i);
        expect(run("s.substring(i).startsWith(t)", { s, t, i: BigInt(k) })).toBe(true);
        for (let j = 0; j < k; j++) expect(at(j)).toBe(false);
      }),
    );
  });

  it("lastIndexOf finds the last occurrence, indexOf the first", () => {
    fc.assert(
      fc.property(
        text,
        needle.filter((t) => t !== ""),
        (s, t) => {
          const first = run("s.indexOf(t)", { s, t });
          const last = run("s.lastIndexOf(t)", { s, t });
          expect(first === -1n).toBe(last === -1n);
          if (typeof first === "bigint" && typeof last === "bigint") expect(first <= last).toBe(true);
        },
      ),
    );
  });

  it("substring(i, j) has j - i code points and concatenates back to s", () => {
    fc.assert(
      fc.property(text, fc.nat(14), fc.nat(14), (s, a, b) => {
        const n = Array.from(s).length;
        const [i, j] = [Math.min(a, b, n), Math.min(Math.max(a, b), n)];
        const vars = { s, i: BigInt(i), j: BigInt(j) };
        expect(run("size(s.substring(i, j)) == j - i", vars)).toBe(true);
        expect(run("s.substring(0, i) + s.substring(i, j) + s.substring(j) == s", vars)).toBe(true);
        expect(run("i == size(s) || s.charAt(i) == s.substring(i, i + 1)", vars)).toBe(true);
      }),
    );
  });

  it("split then join with the same non-empty separator gives the string back", () => {
    fc.assert(
      fc.property(
        text,
        needle.filter((t) => t !== ""),
        (s, sep) => {
          expect(run("s.split(sep).join(sep) == s", { s, sep })).toBe(true);
          expect(run("s.replace(sep, sep) == s", { s, sep })).toBe(true);
        },
      ),
    );
  });

  it("reverse twice is the identity and keeps the size; quote round-trips through the parser", () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(run("s.reverse().reverse() == s && size(s.reverse()) == size(s)", { s })).toBe(true);
        const quoted = run("strings.quote(s)", { s });
        if (typeof quoted !== "string") throw new Error("strings.quote gave no string");
        expect(run(`${quoted} == s`, { s })).toBe(true);
      }),
    );
  });

  it("lowerAscii and upperAscii change only ASCII letters", () => {
    fc.assert(
      fc.property(text, (s) => {
        const lower = run("s.lowerAscii()", { s });
        const upper = run("s.upperAscii()", { s });
        expect(lower).toBe(s.replace(/[A-Z]/g, (c) => c.toLowerCase()));
        expect(upper).toBe(s.replace(/[a-z]/g, (c) => c.toUpperCase()));
      }),
    );
  });
});

describe("ext lists properties", () => {
  const lists = { library: listsExtLibrary(3), variables: [variableDecl("l", listType(celTypes.int))] };
  const ints = fc
    .array(fc.integer({ min: -5, max: 5 }), { maxLength: 15 })
    .map((xs) => new ListValue(xs.map(BigInt)));

  it("sort orders, keeps the elements; distinct keeps first occurrences; reverse is an involution", () => {
    fc.assert(
      fc.property(ints, (l) => {
        const sorted = evalExt("l.sort()", lists, { vars: { l } }).value;
        const expected = [...l.elements].sort((x, y) =>
          Number(x) < Number(y) ? -1 : Number(x) > Number(y) ? 1 : 0,
        );
        expect(sorted).toEqual(new ListValue(expected));
        const unique = evalExt("l.distinct()", lists, { vars: { l } }).value;
        expect(unique).toEqual(new ListValue([...new Set(l.elements)]));
        expect(evalExt("l.reverse().reverse() == l", lists, { vars: { l } }).value).toBe(true);
        expect(
          evalExt(
            "l.slice(0, size(l)) == l && l.sortBy(x, -x) == l.sort().reverse() || size(l.distinct()) != size(l)",
            lists,
            { vars: { l } },
          ).value,
        ).toBe(true);
      }),
    );
  });
});
