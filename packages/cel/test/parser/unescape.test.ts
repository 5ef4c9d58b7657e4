import { describe, expect, it } from "vitest";
import { unescape } from "../../src/parser/unescape.js";

const bytes = (...b: number[]) => Uint8Array.from(b);
const utf8 = (s: string) => new TextEncoder().encode(s);

/** cel-go `parser/unescape_test.go` `TestUnescape`: input, expected bytes or error substring, bytes mode. */
const cases: [string, Uint8Array | Error, boolean][] = [
  [`'hello'`, utf8("hello"), false],
  [`r'hello'`, utf8("hello"), false],
  [`""`, utf8(""), false],
  [`"\\\\\\""`, utf8(`\\"`), false],
  [`"\\\\"`, utf8("\\"), false],
  [`'''x''x'''`, utf8("x''x"), false],
  [`"""x""x"""`, utf8(`x""x`), false],
  [`"\\303\\277"`, utf8("Ã¿"), false],
  [`"\\377"`, utf8("ÿ"), false],
  [`"\\u263A\\u263A"`, utf8("☺☺"), false],
  [`"\\a\\b\\f\\n\\r\\t\\v\\'\\"\\\\\\? Legal escapes"`, utf8("\x07\b\f\n\r\t\v'\"\\? Legal escapes"), false],
  [`"abc"`, bytes(0x61, 0x62, 0x63), true],
  [`"ÿ"`, bytes(0xc3, 0xbf), true],
  [`"\\303\\277"`, bytes(0xc3, 0xbf), true],
  [`"\\377"`, bytes(0xff), true],
  [`"\\xff"`, bytes(0xff), true],
  [`"\\xc3\\xbf"`, bytes(0xc3, 0xbf), true],
  [`'''"Kim\\t"'''`, bytes(0x22, 0x4b, 0x69, 0x6d, 0x09, 0x22), true],
  [`"\\a\\b\\f\\n\\r\\t\\v\\'\\"\\\\\\? Illegal escape \\>"`, new Error("unable to unescape string"), false],
  [`"\\u00f"`, new Error("unable to unescape string"), false],
  [`"\\u00fÿ"`, new Error("unable to unescape string"), false],
  [`"\\u00ff"`, new Error("unable to unescape string"), true],
  [`"\\U00ff"`, new Error("unable to unescape string"), true],
  [`"\\26"`, new Error("unable to unescape octal sequence"), false],
  [`"\\268"`, new Error("unable to unescape octal sequence"), false],
  [`"\\267\\"`, new Error(`found '\\' as last character`), false],
  [`'`, new Error("unable to unescape string"), false],
  [`*hello*`, new Error("unable to unescape string"), false],
  [`r'''hello'`, new Error("unable to unescape string"), false],
  [`r"""hello"`, new Error("unable to unescape string"), false],
];

describe("unescape (cel-go TestUnescape)", () => {
  it.each(cases)("%s", (input, want, isBytes) => {
    const got = unescape(input, isBytes);
    if (want instanceof Error) {
      expect(got.ok).toBe(false);
      if (!got.ok) expect(got.message).toContain(want.message);
    } else {
      expect(got).toEqual({ ok: true, bytes: want });
    }
  });

  it("refuses surrogate code points in strings", () => {
    expect(unescape(`"\\ud800"`, false)).toEqual({ ok: false, message: "invalid unicode code point" });
  });
});
