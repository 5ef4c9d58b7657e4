import fc from "fast-check";
import { Int64Scalar } from "../../src/manifest/scalars.js";

// Generated YAML texts in, at the edge of and outside the fast reader's subset, and a way to compare decoded
// values exactly; shared by the differential tests of the fast reader (values, and positions).

/** A text that tells two decoded values apart wherever they differ. */
export function describeValue(value: unknown): string {
  if (value instanceof Int64Scalar) return `int64(${value.digits})`;
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(describeValue).join(",")}]`;
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const keys = Reflect.ownKeys(value) as string[];
    return `{${keys.map((k) => `${JSON.stringify(k)}:${describeValue((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return `other(${typeof value}:${Object.prototype.toString.call(value)})`;
}

// Plain scalars YAML 1.1 / go-yaml resolve to something other than a string, and near misses.
const trickyPlain = [
  "yes",
  "no",
  "on",
  "off",
  "Yes",
  "NO",
  "y",
  "n",
  "true",
  "False",
  "~",
  "null",
  "Null",
  "0x1F",
  "0X1f",
  "1e3",
  "1E+3",
  ".5",
  "+.5",
  ".inf",
  "-.Inf",
  ".NaN",
  "0o17",
  "017",
  "09",
  "0b101",
  "-0",
  "+0",
  "-0.0",
  "1_000",
  "1__0",
  "_1",
  "2001-12-14",
  "2001-12-14t21:59:43.10-05:00",
  "9007199254740993",
  "-9223372036854775808",
  "9223372036854775808",
  "18446744073709551616",
  "1.7976931348623157e309",
  "<<",
  "=",
  "0.",
  "-",
  "--",
  "-x",
  "?x",
  ":x",
  "a:b",
  "a#b",
  "a b",
  "é",
  "12:30",
  "1,2",
  "[x]",
  "a]",
  "}",
  "v1",
  "3",
  "0",
  "123456789012345678",
];
const trickyQuoted = [
  '"\\u00e9"',
  '"a: b"',
  '"#x"',
  "'it''s'",
  "'a # b'",
  '"tab\\tend"',
  '"\\x41\\U0001F600"',
  '""',
  "''",
  '"yes"',
  "'0x1F'",
  '"esc \\" \\\\ \\/"',
  '"\\N\\_\\L\\P\\e\\0"',
  '"\\q"',
  "'unclosed",
  '"line\\',
  '"a\\u12"',
  "'a'b'",
];
const words = ["name", "spec", "type", "x", "description", "__proto__", "constructor", "a b", "a:b", "é"];
const keyTexts = [
  ...words,
  "1",
  "yes",
  "~",
  "0x1F",
  "-0",
  "1e3",
  "9007199254740993",
  '"q k"',
  "'s k'",
  "<<",
  "?",
  ".inf",
  // Keys the fast reader reads without composeNode (simple-key.ts), and near misses.
  "x-kubernetes-list-type",
  "$ref",
  "a.b/c_d",
  "-",
  "--",
  "---",
  "...",
  "-x",
  "true",
  "NULL",
  "off",
  "a ",
  "a:b:c",
  "a#",
  "0o17",
  "1_000",
];

const plainScalar = fc.constantFrom(...trickyPlain, ...words);
const scalarText = fc.oneof(
  { weight: 3, arbitrary: plainScalar },
  { weight: 2, arbitrary: fc.constantFrom(...trickyQuoted) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  // `: ` and ` #` inside values, and trailing spaces.
  {
    weight: 1,
    arbitrary: fc
      .tuple(plainScalar, fc.constantFrom(": ", " #", "#", " ", "  ", ":", " - "), plainScalar)
      .map((p) => p.join("")),
  },
);

type YamlNode =
  | { readonly kind: "scalar"; readonly text: string }
  | {
      readonly kind: "folded";
      readonly parts: readonly string[];
      readonly gaps: readonly number[];
      readonly extra: number;
    }
  | { readonly kind: "block"; readonly header: string; readonly lines: readonly string[] }
  | { readonly kind: "flow"; readonly text: string }
  | { readonly kind: "empty" }
  | {
      readonly kind: "map";
      readonly entries: readonly (readonly [string, YamlNode])[];
      readonly comment: boolean;
    }
  | { readonly kind: "seq"; readonly items: readonly YamlNode[]; readonly sameIndent: boolean };

const blockHeader = fc.constantFrom(
  "|",
  ">",
  "|-",
  ">-",
  "|+",
  ">+",
  "|2",
  ">1-",
  "|-2",
  "| # c",
  "|x",
  "|0",
);
const blockLine = fc.oneof(
  fc.constantFrom("", " ", "  more", "text", "a: b", "# not a comment", "  "),
  plainScalar,
);

const node = fc.letrec<{ node: YamlNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ kind: fc.constant("scalar" as const), text: scalarText }),
    fc.record({
      kind: fc.constant("folded" as const),
      parts: fc.array(
        fc.oneof(plainScalar, fc.constantFrom("'multi", "line'", '"dq', "x\\", '"', "# c", "- item")),
        { minLength: 2, maxLength: 4 },
      ),
      gaps: fc.array(fc.nat(2), { minLength: 4, maxLength: 4 }),
      extra: fc.integer({ min: -2, max: 3 }),
    }),
    fc.record({
      kind: fc.constant("block" as const),
      header: blockHeader,
      lines: fc.array(blockLine, { maxLength: 4 }),
    }),
    fc.record({
      kind: fc.constant("flow" as const),
      text: fc.oneof(
        fc.constantFrom(
          "[]",
          "{}",
          "[ ]",
          "{ }",
          "[a, b]",
          '["v1beta1", "v1"]',
          "[a,]",
          "[a: b]",
          "{a: b}",
          "[[a]]",
          "[yes, 0x1F, '~']",
          "[a, b",
          "[a # c]",
          '{"a": [1, {"b": null}], "c": "d", "e": -0.0}',
          '{"a": 1, "a": 2}',
          "{a, b: , c: d}",
          "[a,\n  b]",
          '{ "x":\n  [ 1 ] }',
          "[a\n  b]",
          "{[a]: b}",
          "[{}, []]",
          '{"k": 9007199254740993}',
          "{<<: {}}",
          "[?]",
          "[-]",
          "[a, ,]",
          '{"a"}',
        ),
        fc
          .array(fc.oneof(plainScalar, fc.constantFrom(...trickyQuoted)), { maxLength: 3 })
          .map((xs) => `[${xs.join(", ")}]`),
      ),
    }),
    fc.constant({ kind: "empty" as const }),
    fc.record({
      kind: fc.constant("map" as const),
      entries: fc.array(fc.tuple(fc.constantFrom(...keyTexts), tie("node")), { minLength: 1, maxLength: 4 }),
      comment: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant("seq" as const),
      items: fc.array(tie("node"), { minLength: 1, maxLength: 3 }),
      sameIndent: fc.boolean(),
    }),
  ),
})).node;

const pad = (n: number): string => " ".repeat(Math.max(0, n));

/** The lines of a node written as a mapping value or sequence item: `first` goes after `key:` or `- `. */
function renderValue(value: YamlNode, indent: number, underKey: boolean): { first: string; rest: string[] } {
  switch (value.kind) {
    case "scalar":
    case "flow":
      return { first: ` ${value.text}`, rest: [] };
    case "empty":
      return { first: "", rest: [] };
    case "folded": {
      const rest: string[] = [];
      value.parts.slice(1).forEach((part, i) => {
        for (let g = 0; g < (value.gaps[i] ?? 0); g++) rest.push("");
        rest.push(pad(indent + 2 + value.extra) + part);
      });
      return { first: ` ${value.parts[0] ?? ""}`, rest };
    }
    case "block":
      return {
        first: ` ${value.header}`,
        rest: value.lines.map((l) => (l === "" ? "" : pad(indent + 2) + l)),
      };
    case "map":
      return { first: "", rest: renderMap(value, indent + 2) };
    case "seq":
      return { first: "", rest: renderSeq(value, underKey && value.sameIndent ? indent : indent + 2) };
  }
}

function renderMap(map: Extract<YamlNode, { kind: "map" }>, indent: number): string[] {
  const lines: string[] = [];
  for (const [key, value] of map.entries) {
    const { first, rest } = renderValue(value, indent, true);
    lines.push(`${pad(indent)}${key}:${first}`, ...rest);
    if (map.comment) lines.push(`${pad(indent + 1)}# comment: x`);
  }
  return lines;
}

function renderSeq(seq: Extract<YamlNode, { kind: "seq" }>, indent: number): string[] {
  const lines: string[] = [];
  for (const item of seq.items) {
    if (item.kind === "map") {
      // The first entry on the dash's line (compact), the others under it.
      const [first, ...others] = renderMap(item, indent + 2);
      lines.push(`${pad(indent)}- ${(first ?? "").trimStart()}`, ...others);
    } else {
      const { first, rest } = renderValue(item, indent, false);
      lines.push(`${pad(indent)}-${first}`, ...rest);
    }
  }
  return lines;
}

function renderDocument(root: YamlNode): string {
  if (root.kind === "map") return renderMap(root, 0).join("\n");
  if (root.kind === "seq") return renderSeq(root, 0).join("\n");
  const { first, rest } = renderValue(root, 0, false);
  return [first.trimStart(), ...rest].join("\n");
}

// Edits that move a text to the edge of the subset or out of it.
const edit = fc.oneof(
  fc.constant((t: string) => t.replaceAll("\n", "\r\n")),
  fc.constant((t: string) => `\uFEFF${t}`),
  fc.constant((t: string) => `---\n${t}`),
  fc.constant((t: string) => `--- # c\n${t}\n...\n`),
  fc.constant((t: string) => `# head\n\n${t}\n# tail`),
  fc.constant((t: string) => `%YAML 1.1\n---\n${t}`),
  fc.constant((t: string) => `${t}\n`),
  fc.constant((t: string) => `  ${t.replaceAll("\n", "\n  ")}`),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom(
        "&a ",
        "*a",
        "!t ",
        "!!str ",
        "? ",
        "\t",
        " ",
        "\n",
        ":",
        "#",
        "-",
        "'",
        '"',
        "[",
        "{",
        "|",
        "\\",
        "\u0085",
        "\u2028",
        "\u00e9",
        "\uD83D\uDE00",
      ),
    )
    .map(([at, s]) => (t: string) => {
      const i = t.length === 0 ? 0 : at % t.length;
      return t.slice(0, i) + s + t.slice(i);
    }),
  fc.nat().map((at) => (t: string) => {
    const i = t.length === 0 ? 0 : at % t.length;
    return t.slice(0, i) + t.slice(i + 1);
  }),
);

export const yamlText = fc
  .tuple(node, fc.array(edit, { maxLength: 2 }))
  .map(([root, edits]) => edits.reduce((text, apply) => apply(text), renderDocument(root)));
