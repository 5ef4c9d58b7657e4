import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  check,
  docs,
  explain,
  generate,
  jsonSchemas,
  openapi,
  readManifestText,
  validateFiles,
} from "crdgen";
import { describe, expect, it } from "vitest";

// Every example project under examples/ (a folder with TypeScript API types in api/) commits the CRDs that
// `crdgen generate` writes. Regenerating them must give the same bytes, so a change to the generator or
// the renderer shows up here as a diff to review and commit, never as stale examples.
const examplesRoot = fileURLToPath(new URL("../examples", import.meta.url));
const crdFolder = join("config", "crd", "bases");

function exampleProjects(): string[] {
  return readdirSync(examplesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(examplesRoot, entry.name, "api")))
    .map((entry) => entry.name)
    .sort();
}

function committedFiles(folder: string): Map<string, string> {
  // Every file, not only *.yaml: anything the generator would not write there is an extra file.
  const names = existsSync(folder) ? readdirSync(folder) : [];
  return new Map(names.sort().map((name) => [name, readFileSync(join(folder, name), "utf8")]));
}

describe("example projects", () => {
  it("are found", () => {
    expect(exampleProjects()).toEqual(["cronjob", "multiversion", "unions"]);
  });

  describe.each(exampleProjects())("examples/%s", (name) => {
    const cwd = join(examplesRoot, name);

    it("regenerates exactly the committed CRDs", async () => {
      const output = await generate({ inputs: ["api"], cwd });
      // Only the size warning of CRDs that embed a full pod template (as controller-gen's do) is expected.
      expect(output.diagnostics.filter((d) => d.code !== "CRD5020")).toEqual([]);
      expect(output.files.length).toBeGreaterThan(0);
      const committed = committedFiles(join(cwd, crdFolder));
      const generated = new Map(output.files.map((file) => [file.name, file.content]));
      expect([...generated.keys()].sort()).toEqual([...committed.keys()]);
      for (const [file, content] of generated) {
        // toBe, not toEqual: the files must match byte for byte; a failure shows the text diff.
        expect(content, `${name}/${crdFolder}/${file} is stale: run \`npm run generate\``).toBe(
          committed.get(file),
        );
      }
    });

    it("commits the API reference crdgen docs writes (docs/api.md), and explains every kind", async () => {
      const output = await generate({ inputs: ["api"], cwd });
      const crds = output.crds.map((generated) => generated.crd);
      expect(docs({ crds }), `${name}/docs/api.md is stale: run \`npm run docs\``).toBe(
        readFileSync(join(cwd, "docs", "api.md"), "utf8"),
      );
      for (const { crd } of output.crds) {
        const explained = explain({ crds, resource: `${crd.spec?.names?.kind ?? ""}.spec` });
        expect(explained.ok && explained.text).toMatch(/^GROUP: .*\nKIND: .*\nVERSION: .*\n\nFIELD: spec </);
      }
    });

    it("passes crdgen check", async () => {
      const result = await check([join(cwd, crdFolder)]);
      const problems = result.files.flatMap((report) => [
        ...report.diagnostics.map((d) => `${report.file}: ${d.code} ${d.message}`),
        ...report.documents.flatMap((doc) =>
          doc.errors.map((e) => `${report.file} ${doc.name}: ${e.field}: ${e.detail}`),
        ),
      ]);
      expect(problems).toEqual([]);
      expect(result.summary.crds).toBe(committedFiles(join(cwd, crdFolder)).size);
      expect(result.summary.errors).toBe(0);
      expect(result.summary.warnings).toBe(0);
    });

    it("commits the JSON Schemas `crdgen jsonschema` writes (config/jsonschema)", async () => {
      const output = await generate({ inputs: ["api"], cwd });
      const { files } = jsonSchemas({ crds: output.crds.map((generated) => generated.crd) });
      const folder = join(cwd, "config", "jsonschema");
      const committed = readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.split("\\").join("/"))
        .sort();
      expect(committed).toEqual(files.map((file) => file.file));
      for (const { file, content } of files) {
        expect(content, `${name}/config/jsonschema/${file} is stale: run \`npm run jsonschema\``).toBe(
          readFileSync(join(folder, file), "utf8"),
        );
      }
    });

    it("commits the OpenAPI v3 documents `crdgen openapi` writes (openapi/), where the example publishes them", async () => {
      const folder = join(cwd, "openapi");
      if (!existsSync(folder)) return;
      const output = await generate({ inputs: ["api"], cwd });
      const files = openapi({ crds: output.crds.map((generated) => generated.crd) });
      const committed = committedFiles(folder);
      expect([...committed.keys()]).toEqual(files.map((file) => file.fileName).sort());
      for (const { fileName, text } of files) {
        expect(text, `${name}/openapi/${fileName} is stale: run \`npm run openapi\``).toBe(
          committed.get(fileName),
        );
      }
    });

    it("has samples (config/samples) the API server would store without errors or warnings", async () => {
      const samples = join(cwd, "config", "samples");
      if (!existsSync(samples)) return;
      const crds = [...committedFiles(join(cwd, crdFolder))].flatMap(([file, text]) =>
        [...readManifestText(text, file)].flatMap((item) =>
          item.kind === "document" ? [item.document.value] : [],
        ),
      );
      const reports = await validateFiles([samples], { crds });
      const problems = reports.flatMap((report) => [
        ...report.diagnostics.map((d) => `${report.file}: ${d.code} ${d.message}`),
        ...report.objects.flatMap((object) => [
          ...(object.outcome.message === "" ? [] : [`${report.file}: ${object.outcome.message}`]),
          ...object.warnings.map((w) => `${report.file}: ${w.text}`),
        ]),
      ]);
      expect(problems).toEqual([]);
      expect(reports.flatMap((report) => report.objects).length).toBeGreaterThan(0);
    });
  });
});
