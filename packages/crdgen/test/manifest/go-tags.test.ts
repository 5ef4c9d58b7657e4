import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readManifestText } from "../../src/manifest/documents.js";
import { decodeGoBinary } from "../../src/manifest/go-binary.js";
import { isGoYamlTimestamp } from "../../src/manifest/go-timestamp.js";

function readOne(text: string): { value?: unknown; codes: string[] } {
  const codes: string[] = [];
  let value: unknown;
  for (const item of readManifestText(text, "m.yaml")) {
    if (item.kind === "document") value = item.document.value;
    else codes.push(item.diagnostic.code);
  }
  return { value, codes };
}

// go-yaml v2.4.3 decode.go:419-423 decodes a !!binary scalar's base64 into a Go string; json.Marshal writes
// each byte that starts no valid UTF-8 sequence as U+FFFD (sigs.k8s.io/yaml v1.6.0 yaml.go:174).
describe("!!binary: the decoded text, as kubectl sends it", () => {
  it.each([
    ["aGVsbG8=", "hello"],
    ['"aGVs\\nbG8="', "hello"],
    ["|\n    aGVs\n    bG8=", "hello"],
    ['""', ""],
    ["/w==", "\uFFFD"],
    ["4pyT", "\u2713"],
    ["4pw=", "\uFFFD\uFFFD"], // a truncated sequence: one U+FFFD per byte, as Go's DecodeRune reads it
    ["7aCA", "\uFFFD\uFFFD\uFFFD"], // an encoded surrogate
  ])("!!binary %s is %j", (scalar, expected) => {
    expect(readOne(`a: !!binary ${scalar}\n`)).toEqual({ value: { a: expected }, codes: [] });
  });

  it("is a string key too", () => {
    expect(readOne("!!binary aGVsbG8=: v\n").value).toEqual({ hello: "v" });
  });

  it.each(["aGVsbG8", '"aGVs bG8="', "x", "aGVsbG8=aGVs", "====", "A===", "AB=C"])(
    "refuses !!binary %s, which Go's base64.StdEncoding does not decode",
    (scalar) => {
      expect(readOne(`a: !!binary ${scalar}\n`)).toEqual({ codes: ["CRD4001"] });
    },
  );

  it("matches an independent model of Go's padded standard base64 on mutated encodings", () => {
    // Model: strip line breaks; valid iff Node re-encodes the decoded bytes to the same text, apart from
    // the trailing bits of the last group, which Go's non-strict StdEncoding ignores.
    const model = (text: string): string | undefined => {
      const compact = text.replace(/[\r\n]/g, "");
      if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(compact)) return undefined;
      return new TextDecoder("utf-8").decode(Buffer.from(compact, "base64"));
    };
    const bytes = fc.uint8Array({ maxLength: 9 }).map((b) => Buffer.from(b).toString("base64"));
    const text = fc
      .tuple(bytes, fc.nat(20), fc.constantFrom("", "=", "\n", " ", "A", "==", "-", "\r\n", "del"))
      .map(([t, at, edit]) => {
        const i = at % (t.length + 1);
        if (edit === "del") return t.slice(0, i) + t.slice(i + 1);
        return t.slice(0, i) + edit + t.slice(i);
      });
    fc.assert(
      fc.property(text, (t) => {
        const decoded = decodeGoBinary(t);
        const expected = model(t);
        expect(decoded === undefined).toBe(expected === undefined);
        // TextDecoder replaces maximal subparts, Go each byte: they agree whenever the text is valid UTF-8.
        if (expected !== undefined && !expected.includes("\uFFFD")) expect(decoded).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

// go-yaml v2.4.3 resolve.go:139-146 accepts an explicit !!timestamp that parseTimestamp (resolve.go:226-255)
// reads, and decode.go:474-480 then keeps the text as written; any other text fails to decode.
describe("!!timestamp: the text as written, when time.Parse reads it", () => {
  it.each([
    "2001-12-14",
    "2001-1-2",
    "2000-02-29",
    "2001-12-14t21:59:43.10-05:00",
    "2001-12-14T21:59:43Z",
    "2001-12-14T1:2:3,5+24:60",
    "2001-12-14 21:59:43.10",
    "2001-12-14   1:2:3",
    '"2001-12-14"',
  ])("!!timestamp %s is its text", (scalar) => {
    expect(readOne(`a: !!timestamp ${scalar}\n`)).toEqual({
      value: { a: scalar.replaceAll('"', "") },
      codes: [],
    });
  });

  it.each([
    "x",
    "12",
    "2001-02-29",
    "2001-13-01",
    "2001-12-14 21:59:43.10 -5",
    "2001-12-14T21:59:43",
    "2001-12-14T24:00:00Z",
    "2001-12-14T21:59:43+25:00",
    '"2001-12-14 "',
    "01-12-14",
    "2001-012-14",
  ])("refuses !!timestamp %s", (scalar) => {
    expect(readOne(`a: !!timestamp ${scalar}\n`)).toEqual({ codes: ["CRD4001"] });
  });

  it("agrees with a model built on Date's calendar for generated date-times", () => {
    // Model: the same four layouts as regular expressions, the calendar checked by Date.UTC round trips.
    const realDate = (y: number, m: number, d: number): boolean => {
      const date = new Date(Date.UTC(2000, m - 1, d));
      date.setUTCFullYear(y);
      return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    };
    const model = (text: string): boolean => {
      const match =
        /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:([Tt])| +)(\d{1,2}):(\d{1,2}):(\d{1,2})(?:[.,]\d+)?(Z|[+-]\d\d:\d\d)?)?$/.exec(
          text,
        );
      if (match === null) return false;
      const [, y, mo, d, t, h, mi, s, zone] = match;
      if (!realDate(Number(y), Number(mo), Number(d))) return false;
      if (h === undefined) return true;
      if ((t === undefined) !== (zone === undefined)) return false;
      if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return false;
      if (zone === undefined || zone === "Z") return true;
      return Number(zone.slice(1, 3)) <= 24 && Number(zone.slice(4)) <= 60;
    };
    const part = (max: number): fc.Arbitrary<string> =>
      fc
        .nat(max)
        .chain((n) => fc.constantFrom(String(n), String(n).padStart(2, "0"), String(n).padStart(3, "0")));
    const text = fc
      .tuple(
        fc.constantFrom("2001", "2000", "1900", "2024", "0000", "0004"),
        part(13),
        part(32),
        fc.constantFrom("", "T", "t", " ", "  ", "x"),
        part(25),
        part(61),
        part(61),
        fc.constantFrom("", ".5", ",25", ".", "x"),
        fc.constantFrom("", "Z", "+05:00", "-05:00", "+24:60", "+25:00", "+00:61", "-5", "z"),
      )
      .map(([y, mo, d, sep, h, mi, s, frac, zone]) =>
        sep === "" ? `${y}-${mo}-${d}` : `${y}-${mo}-${d}${sep}${h}:${mi}:${s}${frac}${zone}`,
      );
    fc.assert(
      fc.property(text, (t) => {
        expect(isGoYamlTimestamp(t)).toBe(model(t));
      }),
      { numRuns: 3000 },
    );
  });
});

// go-yaml v2.4.3 scannerc.go:2377-2456 reads YAML 1.1's escapes: `\/` is unknown to it ("found unknown escape
// character"), and a \u or \U escape of a surrogate or past U+10FFFF fails; scannerc.go:2018 fails on `!!`
// with no name. A text that starts with `{` is JSON to kubectl, where `\/` is an escape.
describe("double-quoted escapes and tags go-yaml refuses", () => {
  it.each([
    ['a: "\\/"\n', "\\/"],
    ['- ["x", "a\\/b"]\n', "\\/"],
    ['"\\/": v\n', "\\/"],
    ['a: !!str "\\ud800"\n', "\\ud800"],
    ['a: "\\uDC00x"\n', "\\uDC00"],
    ['a: "\\U00110000"\n', "\\U00110000"],
  ])("refuses %j", (text, escape) => {
    const messages = [...readManifestText(text, "m.yaml")].flatMap((item) =>
      item.kind === "diagnostic" ? [item.diagnostic.message] : [],
    );
    expect(messages).toEqual([
      `kubectl's YAML reader (YAML 1.1) refuses the escape ${escape} in a double-quoted string`,
    ]);
  });

  it.each([
    ['a: "\\\\/"\n', { a: "\\/" }],
    ["a: '\\/'\n", { a: "\\/" }],
    ["a: \\/\n", { a: "\\/" }],
    ['a: "\\u00e9\\U0001F600"\n', { a: "\u00e9\u{1F600}" }],
    ['{"a": "\\/"}\n', { a: "/" }],
    ['  {"a": "x\\/y"}', { a: "x/y" }],
  ])("reads %j", (text, value) => {
    expect(readOne(text)).toEqual({ value, codes: [] });
  });

  it("refuses a !! tag with no name", () => {
    expect(readOne("a: !! 1\n").codes).toEqual(["CRD4001"]);
    expect(readOne("a: !!str 1\n")).toEqual({ value: { a: "1" }, codes: [] });
  });
});
