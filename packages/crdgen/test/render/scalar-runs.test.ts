import { describe, expect, it } from "vitest";
import { Emitter } from "../../src/render/emitter.js";
import { RenderMemo, renderGoYamlDocument } from "../../src/render/index.js";

// The scalar writers copy runs of ordinary characters as slices of the text when each UTF-16 unit is one code
// point, and rebuild them from code points otherwise (a lone surrogate, which a file holds as U+FFFD, or a
// character above U+FFFF). Both ways must write the same text, folded at the same columns.
const words = "a run of words long enough to be folded more than once at eighty columns, with 'quotes' in it";

describe("scalar runs", () => {
  it.each([
    ["plain", (mark: string) => `${words} ${mark} ${words}`],
    ["single-quoted", (mark: string) => `${words} ${mark}: ${words}`],
    ["literal", (mark: string) => `${words}\n${mark} ${words}\n`],
  ])("a %s scalar with a lone surrogate is written as with U+FFFD in its place", (_style, text) => {
    const withSurrogate = renderGoYamlDocument({ description: text("x\ud800y") });
    expect(withSurrogate).toBe(renderGoYamlDocument({ description: text("x\ufffdy") }));
    expect(withSurrogate).toContain("x\ufffdy");
  });

  it("counts an escape's characters as columns when it folds a double-quoted scalar", () => {
    // An emoji is not printable for go-yaml v2, so the scalar is double-quoted with the emoji escaped; the
    // escape takes 10 columns, so the line reaches column 84 before the next space folds it.
    const rendered = renderGoYamlDocument({ k: `${"word ".repeat(12)}\u{1F600}${" word".repeat(12)}` });
    expect(rendered).toBe(
      'k: "word word word word word word word word word word word word \\U0001F600 word word\n' +
        '  word word word word word word word word word word"\n',
    );
  });
});

describe("Emitter.stateKey", () => {
  it("tells apart states that differ only in an indentation beyond its numeric range", () => {
    const keyAt = (indent: number): unknown => {
      const e = new Emitter(new RenderMemo());
      e.indent = indent;
      return e.stateKey(false, false);
    };
    expect(typeof keyAt(10)).toBe("number");
    expect(keyAt(5000)).not.toBe(keyAt(5002));
    expect(new Set([keyAt(4094), keyAt(4095), keyAt(5000), keyAt(5002)]).size).toBe(4);
  });
});
