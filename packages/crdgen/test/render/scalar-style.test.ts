import { describe, expect, it } from "vitest";
import { renderGoYamlDocument } from "../../src/render/index.js";

// Each case renders `{ k: value }`; the expectations follow go-yaml v2's encoder (stringv) and emitter
// (yaml_emitter_analyze_scalar / select_scalar_style), which controller-gen uses through sigs.k8s.io/yaml.
const value = (text: string): string => renderGoYamlDocument({ k: text });

describe("strings that stay plain", () => {
  it.each([
    ["abc", "k: abc\n"],
    ["a:b", "k: a:b\n"], // `:` only matters before a space
    ["a#b", "k: a#b\n"], // `#` only matters after a space
    ["-a", "k: -a\n"],
    ["?a", "k: ?a\n"],
    [":a", "k: :a\n"],
    ["a[b]", "k: a[b]\n"], // flow indicators inside a word are fine in block context
    ["a,b", "k: a,b\n"],
    ["<<", "k: <<\n"], // go-yaml's resolver never reaches its merge entry for `<`
    ["NaN", "k: NaN\n"], // only `.nan` is a float
    ["it's", "k: it's\n"],
    ["a\\b", "k: a\\b\n"],
    ["café", "k: café\n"],
    ["\u00a0a", "k: \u00a0a\n"], // NBSP is printable, not a space
    ["2024-02-30", "k: 2024-02-30\n"], // not a valid date, so not a timestamp
    ["2024-01-02T10:00:00", "k: 2024-01-02T10:00:00\n"], // a time without a zone is no timestamp layout
    ["0x", "k: 0x\n"],
    ["1e999", "k: 1e999\n"], // overflows float64, so go-yaml keeps the string
    ["+", "k: +\n"],
  ])("%j", (text, expected) => {
    expect(value(text)).toBe(expected);
  });
});

describe("strings that would read back as another type are double-quoted", () => {
  it.each([
    ["yes", 'k: "yes"\n'],
    ["Yes", 'k: "Yes"\n'],
    ["y", 'k: "y"\n'],
    ["N", 'k: "N"\n'],
    ["on", 'k: "on"\n'],
    ["OFF", 'k: "OFF"\n'],
    ["true", 'k: "true"\n'],
    ["False", 'k: "False"\n'],
    ["null", 'k: "null"\n'],
    ["~", 'k: "~"\n'],
    ["", 'k: ""\n'],
    ["1", 'k: "1"\n'],
    ["-1", 'k: "-1"\n'],
    ["+1", 'k: "+1"\n'],
    ["1.5", 'k: "1.5"\n'],
    ["1.", 'k: "1."\n'],
    ["1e3", 'k: "1e3"\n'],
    [".5", 'k: ".5"\n'],
    [".inf", 'k: ".inf"\n'],
    ["-.Inf", 'k: "-.Inf"\n'],
    [".NaN", 'k: ".NaN"\n'],
    ["0x1F", 'k: "0x1F"\n'],
    ["0o17", 'k: "0o17"\n'],
    ["0b101", 'k: "0b101"\n'],
    ["017", 'k: "017"\n'],
    ["08", 'k: "08"\n'], // not octal, but still a float
    ["1_000", 'k: "1_000"\n'],
    ["12:30", 'k: "12:30"\n'], // YAML 1.1 base-60
    ["-1:2:3.5", 'k: "-1:2:3.5"\n'],
    ["2024-01-02", 'k: "2024-01-02"\n'],
    ["2024-1-2", 'k: "2024-1-2"\n'],
    ["2024-02-29", 'k: "2024-02-29"\n'], // a leap day
    ["2024-01-02T10:00:00Z", 'k: "2024-01-02T10:00:00Z"\n'],
    ["2024-01-02t10:00:00Z", 'k: "2024-01-02t10:00:00Z"\n'],
    ["2024-01-02T10:00:00.123+01:00", 'k: "2024-01-02T10:00:00.123+01:00"\n'],
    ["2024-01-02 10:00:00", 'k: "2024-01-02 10:00:00"\n'],
    ["2024-01-02   10:00:00.5", 'k: "2024-01-02   10:00:00.5"\n'],
  ])("%j", (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each(["2023-02-29", "2024-13-01", "2024-01-02T24:00:00Z", "2024-01-02T10:00:00+1:00", "12:60"])(
    "%j is no timestamp or number and stays plain",
    (text) => {
      expect(value(text)).toBe(`k: ${text}\n`);
    },
  );
});

describe("strings with indicators are single-quoted", () => {
  it.each([
    ["*", "k: '*'\n"],
    ["-", "k: '-'\n"],
    ["- a", "k: '- a'\n"],
    ["a: b", "k: 'a: b'\n"],
    ["? a", "k: '? a'\n"],
    ["#a", "k: '#a'\n"],
    ["a #b", "k: 'a #b'\n"],
    ["@a", "k: '@a'\n"],
    ["`a", "k: '`a'\n"],
    ["%a", "k: '%a'\n"],
    ["!a", "k: '!a'\n"],
    ["&a", "k: '&a'\n"],
    ["|", "k: '|'\n"],
    [">", "k: '>'\n"],
    ["[a]", "k: '[a]'\n"],
    ["{a}", "k: '{a}'\n"],
    ["'a'", "k: '''a'''\n"],
    ['"a"', "k: '\"a\"'\n"],
    [" a", "k: ' a'\n"],
    ["a ", "k: 'a '\n"],
    ["---", "k: '---'\n"],
    ["--- a", "k: '--- a'\n"],
    ["...", "k: '...'\n"],
  ])("%j", (text, expected) => {
    expect(value(text)).toBe(expected);
  });
});

describe("strings with characters YAML cannot show are double-quoted with escapes", () => {
  it.each([
    ["a\tb", 'k: "a\\tb"\n'],
    ["a\rb", 'k: "a\\rb"\n'],
    ["a\u0000b", 'k: "a\\0b"\n'],
    ["a\u0007b", 'k: "a\\ab"\n'],
    ["a\u001bb", 'k: "a\\eb"\n'],
    ["a\u0001b", 'k: "a\\x01b"\n'],
    // go-yaml's reader refuses U+007F, U+0080-U+009F but NEL, U+FFFE and U+FFFF in the JSON it is handed
    // (readerc.go "control characters are not allowed"): controller-gen and kubectl write nothing. crdgen
    // cannot refuse and writes them escaped.
    ["a\u007fb", 'k: "a\\x7Fb"\n'],
    ["a\u0090b", 'k: "a\\x90b"\n'],
    ["a\ufffeb", 'k: "a\\uFFFEb"\n'],
    ["\u{1F600}", 'k: "\\U0001F600"\n'], // go-yaml v2 only prints characters up to U+FFFD as they are
    ['tab\t"q" \\', 'k: "tab\\t\\"q\\" \\\\"\n'],
    ["\ufeffab", 'k: "\\uFEFF\\x61\\x62"\n'], // go-yaml's BOM test looks at the first character only
    ["\ud800x", "k: \ufffdx\n"], // a lone surrogate is U+FFFD in UTF-8
  ])("%j", (text, expected) => {
    expect(value(text)).toBe(expected);
  });
});

describe("multi-line strings", () => {
  it.each([
    ["a\nb", "k: |-\n  a\n  b\n"],
    ["a\n", "k: |\n  a\n"],
    ["a\n\n", "k: |+\n  a\n\n"],
    ["a\n\nb", "k: |-\n  a\n\n  b\n"], // empty lines carry no indentation
    ["\na", "k: |2-\n\n  a\n"],
    [" a\nb", "k: |2-\n   a\n  b\n"],
    ["a\n b", "k: |-\n  a\n   b\n"],
  ])("%j", (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each([
    ["a \nb", 'k: "a \\nb"\n'], // trailing space on a line
    ["a\n  \nb", 'k: "a\\n  \\nb"\n'], // a line of spaces ends in a space too
    ["a\nb ", 'k: "a\\nb "\n'], // trailing space at the end
    ["\ta\nb", 'k: "\\ta\\nb"\n'], // a tab is not printable for go-yaml v2
    ["a\r\nb", 'k: "a\\r\\nb"\n'],
  ])("%j cannot be a block and is double-quoted", (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it("writes a line separator inside single quotes as go-yaml does", () => {
    expect(value("a\u2028b")).toBe("k: 'a\u2028  b'\n");
  });
});

describe("mapping keys", () => {
  it("quotes keys by the same rules and writes long or multi-line keys as complex keys", () => {
    const long = "k".repeat(129);
    const text = renderGoYamlDocument({ y: 1, "-": 2, "": 3, "a b": 4, "a\nb": 5, [long]: 6, "k: v": 7 });
    expect(text).toBe(
      [
        '"": 3',
        "'-': 2",
        "? |-",
        "  a",
        "  b",
        ": 5",
        "a b: 4",
        "'k: v': 7",
        `? ${long}`,
        ": 6",
        '"y": 1',
        "",
      ].join("\n"),
    );
  });

  it("keeps a key of exactly 128 bytes simple", () => {
    const key = "é".repeat(64);
    expect(renderGoYamlDocument({ [key]: 1 })).toBe(`${key}: 1\n`);
    expect(renderGoYamlDocument({ [key + "a"]: 1 })).toBe(`? ${key}a\n: 1\n`);
  });
});
