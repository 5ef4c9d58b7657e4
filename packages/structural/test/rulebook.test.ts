import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { citationsInPackages, citedIds, definedIds } from "./support/rule-citations.js";

// Comments and tests cite rules by id ("rule A19", "C4–C11", "§1.2"); docs/rules.md is where an id is
// defined. A citation without a definition is a dangling reference, found here rather than by a reader.
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const rulebook = readFileSync(new URL("../../../docs/rules.md", import.meta.url), "utf8");

describe("citedIds: the forms the code uses to cite the rulebook", () => {
  it.each([
    ["rule A19, (A22) and B1: are cited", ["A19", "A22", "B1"]],
    ["rules A1–A3 of §1.4.", ["A1", "A2", "A3", "§1.4"]],
    ["C5-C6, D3/D4 and A3's detail", ["C5", "C6", "D3", "D4", "A3"]],
    ['["A3 root", obj()], "C12 a null default"', ["A3", "C12"]],
    ["D12b (part b of the rule) and §7", ["D12", "§7"]],
  ])("%s", (text, ids) => {
    expect(citedIds(text)).toEqual(ids);
  });

  it.each(["0xA1", "#A1B2C3", "CRD2001", "version A1.2", "keyA1", "$A1", "A100", "E1", "a1"])(
    "%s is not a citation",
    (text) => {
      expect(citedIds(text)).toEqual([]);
    },
  );
});

describe("docs/rules.md defines every rule id and section the code cites", () => {
  const defined = definedIds(rulebook);
  const citations = citationsInPackages(repoRoot);

  it("finds the citations (the scan itself works)", () => {
    // Hundreds today; a handful would mean the scan or its pattern broke, and everything would pass.
    expect(citations.length).toBeGreaterThan(100);
    expect(citations.some((c) => c.at.startsWith("packages/structural/src/"))).toBe(true);
  });

  it("has a heading for each cited id", () => {
    const missing = citations.filter((c) => !defined.includes(c.id)).map((c) => `${c.id} at ${c.at}`);
    expect(missing).toEqual([]);
  });

  it("defines each id once", () => {
    const repeated = defined.filter((id, i) => defined.indexOf(id) !== i);
    expect(repeated).toEqual([]);
  });

  it("numbers the rules without gaps, so a range such as A1–A21 spans only defined rules", () => {
    for (const letter of ["A", "B", "C", "D"]) {
      const numbers = defined.filter((id) => id.startsWith(letter)).map((id) => Number(id.slice(1)));
      const first = Math.min(...numbers);
      expect(numbers, letter).toEqual(Array.from({ length: numbers.length }, (_, i) => first + i));
    }
  });
});
