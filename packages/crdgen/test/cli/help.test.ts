import { describe, expect, it } from "vitest";
import { checkCommand, commands } from "../../src/cli/commands.js";
import { renderCommandHelp, renderMainHelp, usageLine } from "../../src/cli/help.js";

describe("help text from the option table", () => {
  it("writes the synopsis of ARCHITECTURE.md", () => {
    expect(usageLine(checkCommand)).toBe("crdgen check FILE... [--format text|json] [--strict] [--costs]");
  });

  it("lists operands and options with their defaults", () => {
    const help = renderCommandHelp(checkCommand);
    expect(help.startsWith("Usage: crdgen check FILE... [--format text|json] [--strict] [--costs]\n\n")).toBe(
      true,
    );
    expect(help).toMatch(/^Arguments:\n {2}FILE\.\.\. {13}A manifest file, or a folder/m);
    expect(help).toMatch(/^ {2}--format text\|json {2}Output format: .* Default: text\.$/ms);
    expect(help).toContain("  -h, --help          Show this help.");
    expect(help).toContain(
      "Exit codes: 0 every CRD is valid, 1 errors were found (or warnings, with --strict), 2",
    );
    for (const line of help.split("\n")) expect(line.length).toBeLessThanOrEqual(100);
  });

  it("lists every command in the main help", () => {
    const help = renderMainHelp(commands, "1.2.3");
    expect(help.split("\n").slice(0, 22)).toEqual([
      "crdgen 1.2.3: structural Kubernetes CRDs from TypeScript types, and a checker for any CRD.",
      "",
      "Usage:",
      "  crdgen generate [PATH...] [--out DIR] [--tsconfig FILE] [--check] [--watch] [--stdout] [--prune] [--strict] [--format text|json] [--samples DIR] [--max-desc-len N] [--formatter none|prettier] [--embedded-object-meta object|restricted] [--ts-backend auto|ts-morph|typescript7] [--config FILE]",
      "  crdgen check FILE... [--format text|json] [--strict] [--costs]",
      "  crdgen validate FILE... [--crds FILE|DIR]... [--old FILE|DIR]... [--output yaml|json] [--strict] [--format text|json] [--config FILE]",
      "  crdgen openapi [FILE...] [--v2] [--v3] [--out DIR] [--crds FILE|DIR]... [--config FILE]",
      "  crdgen explain RESOURCE [--recursive] [--api-version GROUP/VERSION] [--crds FILE|DIR]... [--config FILE]",
      "  crdgen docs [--out FILE] [--check] [--crds FILE|DIR]... [--config FILE]",
      "  crdgen jsonschema [PATH...] [--out DIR] [--crds FILE|DIR]... [--strict] [--config FILE]",
      "  crdgen markers [NAME]",
      "",
      "Commands:",
      "  generate    Generate CRD manifests from TypeScript API types with +kubebuilder markers",
      "  check       Check CRD manifests the way the Kubernetes API server validates them",
      "  validate    Validate custom resources offline, as the API server would store them",
      "  openapi     Write the OpenAPI documents the API server publishes for the CRDs",
      "  explain     Print what kubectl explain prints for a kind or field of the CRDs, without a cluster",
      "  docs        Write a Markdown API reference for the CRDs",
      "  jsonschema  Write a JSON Schema per kind and version, for YAML editors and JSON Schema validators",
      "  markers     List the markers crdgen understands, or show one marker's reference",
      "",
    ]);
  });
});
