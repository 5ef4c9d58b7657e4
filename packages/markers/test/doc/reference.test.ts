import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { diagnosticCatalog } from "@crdgen/core";
import { markerDefinitions, markerReference } from "../../src/index.js";
import { jsdocAliases } from "../../src/registry/jsdoc-aliases.js";
import { parseLine } from "../support/comment.js";

const docPath = fileURLToPath(new URL("../../../../docs/markers.md", import.meta.url));

describe("the marker reference", () => {
  const reference = markerReference();

  it("names every registered marker", () => {
    const missing = markerDefinitions.filter((d) => !reference.includes(`\`+${d.name}\``)).map((d) => d.name);
    expect(missing).toEqual([]);
  });

  it("has a section with an example for every marker that is not an items: twin", () => {
    for (const definition of markerDefinitions.filter((d) => d.onItems !== true)) {
      expect(reference).toContain(`### \`+${definition.name}\`\n`);
      expect(reference).toContain(`// ${definition.example}\n`);
    }
  });

  it("lists every JSDoc tag crdgen reads, with an example", () => {
    for (const alias of jsdocAliases) expect(reference).toContain(`| \`${alias.example}\` |`);
  });

  it("lists every marker diagnostic", () => {
    for (const code of Object.keys(diagnosticCatalog).filter((c) => c.startsWith("CRD1"))) {
      expect(reference).toContain(`| ${code} |`);
    }
  });

  it("is deterministic and ends with one newline", () => {
    expect(markerReference()).toBe(reference);
    expect(reference.endsWith("|\n")).toBe(true);
  });

  it("is current in the repository (regenerate with `node scripts/markers-doc.mjs`)", () => {
    expect(readFileSync(docPath, "utf8")).toBe(reference);
  });
});

describe("the registry", () => {
  it("defines each marker once", () => {
    const names = markerDefinitions.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every marker a target, a summary and an example that parses as itself", () => {
    for (const d of markerDefinitions) {
      expect(d.targets.length).toBeGreaterThan(0);
      expect(d.summary).toMatch(/^[a-z].*[^.]$/);
      const parsed = parseLine(d.example, d.targets[0]);
      expect(parsed.diagnostics).toEqual([]);
      expect(parsed.markers.map((m) => m.name)).toEqual([d.name]);
    }
  });
});
