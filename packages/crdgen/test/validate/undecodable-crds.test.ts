import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { docs, explain, jsonSchemas, openapi, readManifestText, validate } from "../../src/index.js";
import { decodableCrds } from "../../src/check/decodable.js";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { folderWith, runBin, widgetCrd, widgetCrdWithSpec } from "./fixtures.js";

// A CRD whose values the API server's Go types refuse is never created: `validate`, `openapi`, `explain`, `docs`
// and `jsonschema` leave it out (the CLI says so, CRD5049) instead of reading values of types they do not expect.

const widget = "apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  size: 1\n";

function withScope(scope: unknown): CustomResourceDefinition {
  const crd = widgetCrdWithSpec({ size: { type: "integer" } });
  return { ...crd, spec: { ...crd.spec, scope } } as unknown as CustomResourceDefinition;
}

describe("CRDs the API server cannot decode", () => {
  it("are reported with CRD5049 and left out by crdgen validate", () => {
    const dir = folderWith({
      "good.yaml": widgetCrd,
      "bad.json": JSON.stringify({
        ...withScope(true),
        metadata: { name: "gadgets.example.com" },
        spec: { ...withScope(true).spec, names: { kind: "Gadget", plural: "gadgets" } },
      }),
      "objects.yaml": `${widget}---\napiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: g\n`,
    });
    const run = runBin(["validate", "objects.yaml", "--crds", "good.yaml", "--crds", "bad.json"], dir);
    expect(run.stderr).toContain(
      "bad.json:1:1 - error CRD5049: CustomResourceDefinition gadgets.example.com cannot be decoded, so it is " +
        "left out: spec.scope: Invalid value: true: must be of type string",
    );
    // The Widget is validated against the good CRD; the Gadget's CRD does not exist, as on the server.
    expect(run.stdout).toContain('error CRD5042: no matches for kind "Gadget" in version "example.com/v1"');
    expect(run.stdout).not.toMatch(/Widget "w"[^\n]*invalid/);
    expect(run.stdout).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(run.status).toBe(1);
  });

  it("are reported, and leave nothing to work on, when they are the only CRDs", () => {
    const dir = folderWith({ "bad.json": JSON.stringify(withScope(7)) });
    for (const args of [
      ["docs", "--crds", "bad.json"],
      ["openapi", "--crds", "bad.json"],
      ["explain", "widget", "--crds", "bad.json"],
      ["jsonschema", "--crds", "bad.json", "--out", "schemas"],
      ["validate", "bad.json", "--crds", "bad.json"],
    ]) {
      const run = runBin(args, dir);
      expect(run.stderr, args.join(" ")).toContain(
        "error CRD5049: CustomResourceDefinition widgets.example.com cannot be decoded, so it is left out: " +
          "spec.scope: Invalid value: 7: must be of type string",
      );
      expect(run.stderr, args.join(" ")).not.toContain("CRD5046");
      expect(run.status, args.join(" ")).toBe(2);
    }
  });

  it("are ignored by the programmatic API, as the server never serves them", () => {
    const crds = [withScope(true)];
    expect(decodableCrds(crds).undecodable.map((crd) => crd.error.field)).toEqual(["spec.scope"]);
    expect(openapi({ crds })).toEqual([]);
    expect(jsonSchemas({ crds }).schemas).toEqual([]);
    expect(explain({ crds, resource: "widget" }).ok).toBe(false);
    expect(docs({ crds })).not.toContain("Widget");
    const object = { apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w" } };
    expect(validate({ crds, objects: [object] }).valid).toBe(false);
  });

  // Whatever a CRD holds, the commands' APIs answer without throwing: a value of the wrong type anywhere makes
  // the CRD undecodable (left out), and a decodable one is read as the schema code expects.
  it("never make the APIs throw, whatever value replaces part of a real CRD", () => {
    const corpus = new URL(
      "../../../../testdata/corpus/crds/cert-manager/cert-manager.io_issuers.yaml",
      import.meta.url,
    );
    const [item] = readManifestText(readFileSync(corpus, "utf8"), "issuers.yaml");
    if (item?.kind !== "document") throw new Error("the corpus CRD did not read");
    const original = item.document.value;
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(value)) {
        value.forEach((child, i) => {
          walk(child, [...path, i]);
        });
      } else if (typeof value === "object" && value !== null) {
        for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
      }
    };
    walk(original, []);
    const replacement = fc.oneof(
      fc.constantFrom(null, true, 0, -1, 1.5, "", "x", "object", "string", [], {}, [null], { a: null }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: paths.length - 1 }), replacement, (at, value) => {
        const crd = structuredClone(original) as Record<string, unknown>;
        const path = paths[at] ?? [];
        let parent: Record<string | number, unknown> = crd;
        for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
        parent[path[path.length - 1] ?? ""] = value;
        const crds = [crd];
        openapi({ crds: crds });
        openapi({ crds: crds, openapiVersion: "v2" });
        jsonSchemas({ crds });
        explain({ crds, resource: "issuer.spec", recursive: true });
        docs({ crds });
        validate({
          crds,
          objects: [{ apiVersion: "cert-manager.io/v1", kind: "Issuer", metadata: { name: "i" } }],
        });
      }),
      { numRuns: 60 },
    );
  });
});
