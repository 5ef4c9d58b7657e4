import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommandResult, PackedTarball } from "./operator-project.js";
import { importedPackages, readQuickStart } from "./readme-quick-start.js";
import {
  packWorkspacePackages,
  run,
  runOrFail,
  widgetApi,
  widgetTypesSource,
  writeOperatorProject,
} from "./operator-project.js";

// What a user gets from `npm install crdgen`: the seven packages packed with `npm pack` (only what their
// `files` lists), installed from the tarballs into a fresh project outside the repository, so nothing can
// resolve from the monorepo's node_modules or its workspace links. Assumes `npm run build` has run.
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const installTimeoutMs = 300_000;

const roots: string[] = [];
let tarballs: PackedTarball[] = [];
let project = "";

function crdgen(...args: string[]): CommandResult {
  return run(join(project, "node_modules", ".bin", "crdgen"), args, project);
}

function crdText(): string {
  return readFileSync(join(project, widgetApi.crdFile), "utf8");
}

function crdModifiedAt(): number {
  return statSync(join(project, widgetApi.crdFile)).mtimeMs;
}

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), "crdgen-e2e-pack-"));
  roots.push(root);
  const tarballDir = join(root, "tarballs");
  project = join(root, "operator");
  mkdirSync(tarballDir);
  mkdirSync(project);
  tarballs = packWorkspacePackages(repoRoot, tarballDir);
  writeOperatorProject(project);
  // All tarballs in one install, so the exact-version @crdgen/* dependencies of crdgen resolve to them;
  // everything else (ts-morph, js-yaml, re2js, ...) comes from the registry.
  runOrFail(
    "npm",
    ["install", "--no-audit", "--no-fund", "--prefer-offline", ...tarballs.map((t) => t.path)],
    project,
    installTimeoutMs,
  );
}, installTimeoutMs + 60_000);

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

// The steps build on each other (generate, then check, then edit the type, then regenerate), so they run
// in order on one project: the install is the slow part and is done once.
describe("crdgen installed from npm pack tarballs", () => {
  it("installs real copies of all seven packages, not links into the repository", () => {
    expect(tarballs.map((t) => `${t.name}@${t.version}`)).toEqual([
      "@crdgen/core@0.1.0",
      "@crdgen/cel@0.1.0",
      "@crdgen/structural@0.1.0",
      "@crdgen/objects@0.1.0",
      "@crdgen/markers@0.1.0",
      "@crdgen/generator@0.1.0",
      "crdgen@0.1.0",
    ]);
    for (const { name, version } of tarballs) {
      const folder = join(project, "node_modules", name);
      expect(lstatSync(folder).isSymbolicLink(), `${name} is a symlink`).toBe(false);
      const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string };
      expect(manifest.version).toBe(version);
    }
  });

  it("ships the README, the LICENSE and the docs the hints point at", () => {
    const installed = join(project, "node_modules", "crdgen");
    for (const file of ["README.md", "LICENSE", "docs/markers.md", "docs/cli.md", "config.schema.json"]) {
      expect(existsSync(join(installed, file)), file).toBe(true);
    }
    expect(readFileSync(join(installed, "docs/markers.md"), "utf8")).toBe(
      readFileSync(join(repoRoot, "docs/markers.md"), "utf8"),
    );
    const markers = crdgen("markers", "minimum");
    expect(markers.status).toBe(0);
    expect(markers.stdout).toContain("### `+kubebuilder:validation:Minimum`");
  });

  it("prints the packed version", () => {
    const result = crdgen("--version");
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(tarballs.find((t) => t.name === "crdgen")?.version);
  });

  it("generates the CRD", () => {
    const result = crdgen("generate");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const crd = crdText();
    expect(crd).toContain("kind: CustomResourceDefinition\n");
    expect(crd).toContain(`  name: ${widgetApi.plural}.${widgetApi.group}\n`);
    expect(crd).toContain(`  group: ${widgetApi.group}\n`);
    expect(crd).toContain(
      "    kind: Widget\n    listKind: WidgetList\n    plural: widgets\n    singular: widget\n",
    );
    expect(crd).toContain(
      [
        "              replicas:",
        "                description: How many widgets to run.",
        "                format: int32",
        "                maximum: 10",
        "                minimum: 1",
        "                type: integer",
        "            required:",
        "            - image",
        "            - replicas",
        "            type: object",
        "",
      ].join("\n"),
    );
    expect(crd).toContain("    subresources:\n      status: {}\n");
    expect(crd).not.toContain("color");
  });

  it("generate --check passes on fresh output and writes nothing", () => {
    const before = { text: crdText(), modifiedAt: crdModifiedAt() };
    const result = crdgen("generate", "--check");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(crdText()).toBe(before.text);
    expect(crdModifiedAt()).toBe(before.modifiedAt);
  });

  it("generate --check fails with a diff when the type gained a field, and leaves the file alone", () => {
    writeFileSync(join(project, widgetApi.typesFile), widgetTypesSource(true));
    const before = { text: crdText(), modifiedAt: crdModifiedAt() };
    const result = crdgen("generate", "--check");
    expect(result.status).toBe(1);
    const file = widgetApi.crdFile.split("\\").join("/");
    expect(result.stdout).toContain(`--- a/${file}\n`);
    expect(result.stdout).toContain(`+++ b/${file}\n`);
    expect(result.stdout).toContain(
      [
        "             properties:",
        "+              color:",
        "+                description: The colour the widget is painted in.",
        "+                minLength: 1",
        "+                type: string",
        "               image:",
        "",
      ].join("\n"),
    );
    expect(crdText()).toBe(before.text);
    expect(crdModifiedAt()).toBe(before.modifiedAt);
  });

  it("npm run build:crds regenerates, after which generate --check passes again", () => {
    runOrFail("npm", ["run", "build:crds"], project);
    expect(crdText()).toContain(
      [
        "              color:",
        "                description: The colour the widget is painted in.",
        "                minLength: 1",
        "                type: string",
        "",
      ].join("\n"),
    );
    const result = crdgen("generate", "--check");
    expect(result.stdout).not.toContain("--- a/");
    expect(result.status).toBe(0);
  });

  it("crdgen check accepts the generated CRDs", () => {
    const result = crdgen("check", join("config", "crd", "bases"));
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("Checked 1 file, 1 CRD: no errors\n");
  });

  it("crdgen check reports a property without a type with the API server's message", () => {
    const brokenDir = join(project, "broken");
    const broken = join(brokenDir, "widgets.yaml");
    mkdirSync(brokenDir, { recursive: true });
    copyFileSync(join(project, widgetApi.crdFile), broken);
    const valid = readFileSync(broken, "utf8");
    const readyReplicasType = "                format: int32\n                type: integer\n";
    const readyReplicas = valid.indexOf("              readyReplicas:\n");
    const typeAt = valid.indexOf(readyReplicasType, readyReplicas);
    expect(readyReplicas).toBeGreaterThan(0);
    expect(typeAt).toBeGreaterThan(readyReplicas);
    writeFileSync(
      broken,
      valid.slice(0, typeAt) +
        "                format: int32\n" +
        valid.slice(typeAt + readyReplicasType.length),
    );

    const result = crdgen("check", "broken");
    expect(result.status).toBe(1);
    const lines = result.stdout.split("\n");
    // The error sits at the readyReplicas key, which has lost its type.
    const readyReplicasLine =
      valid.split("\n").findIndex((line) => line === "              readyReplicas:") + 1;
    expect(lines[0]).toBe(
      `broken/widgets.yaml:${readyReplicasLine}:15 - error CRD3001: ` +
        "spec.validation.openAPIV3Schema.properties[status].properties[readyReplicas].type: " +
        "Required value: must not be empty for specified object fields",
    );
    expect(lines).toContain(
      "  at spec.versions[0].schema.openAPIV3Schema.properties[status].properties[readyReplicas].type",
    );
    expect(lines.slice(-3)).toEqual(["", "Checked 1 file, 1 CRD: 1 invalid, 1 error", ""]);
  });

  it("resolves for a user's tsc under moduleResolution node (node10), as cdk8s projects use", () => {
    const dir = join(project, "node10");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        // What a cdk8s project scaffolds: CommonJS output resolved the node10 way, and declaration files
        // of dependencies checked (no skipLibCheck), so crdgen's public types must resolve there too.
        compilerOptions: {
          target: "ES2022",
          module: "commonjs",
          moduleResolution: "node",
          strict: true,
          noEmit: true,
          types: [],
        },
        files: ["uses-crdgen.ts"],
      }),
    );
    writeFileSync(
      join(dir, "uses-crdgen.ts"),
      'import type { int32, ObjectMeta } from "crdgen";\nexport const meta: ObjectMeta = { name: "a" };\nexport const n: int32 = 1;\n',
    );
    const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc");
    const result = run(process.execPath, [tsc, "-p", join(dir, "tsconfig.json")], project);
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("generate --check fails on a missing CRD file and does not create it", () => {
    rmSync(join(project, widgetApi.crdFile));
    const result = crdgen("generate", "--check");
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`+++ b/${widgetApi.crdFile.split("\\").join("/")}\n`);
    expect(result.stdout).toContain("+kind: CustomResourceDefinition\n");
    expect(existsSync(join(project, widgetApi.crdFile))).toBe(false);
  });
});

// The README's quick start typed in literally: its install line (with the tarballs standing in for crdgen,
// everything else from the registry), its files in a new project, then `npx crdgen generate`.
describe("the README's quick start in a new project", () => {
  const quickStart = readQuickStart();
  let quickProject = "";

  beforeAll(() => {
    quickProject = join(roots[0] ?? tmpdir(), "quick-start");
    mkdirSync(quickProject);
    writeFileSync(
      join(quickProject, "package.json"),
      '{ "name": "quick-start", "version": "1.0.0", "private": true }\n',
    );
    for (const [file, text] of quickStart.files) {
      mkdirSync(join(quickProject, file, ".."), { recursive: true });
      writeFileSync(join(quickProject, file), text);
    }
    const fromRegistry = quickStart.packages.filter((name) => name !== "crdgen");
    runOrFail(
      "npm",
      [
        "install",
        "--save-dev",
        "--no-audit",
        "--no-fund",
        "--prefer-offline",
        ...tarballs.map((t) => t.path),
        ...fromRegistry,
      ],
      quickProject,
      installTimeoutMs,
    );
  }, installTimeoutMs + 60_000);

  it("installs every package its files import", () => {
    expect(quickStart.packages[0]).toBe("crdgen");
    const imported = [...quickStart.files.values()].flatMap(importedPackages);
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) expect(quickStart.packages).toContain(name);
  });

  it("generates the CronJob CRD with npx crdgen generate", () => {
    const result = run("npx", ["--no-install", "crdgen", "generate"], quickProject);
    // The full Job template makes the CRD too large for client-side apply, as controller-gen's is: crdgen
    // says so, and nothing else.
    const codes = [...result.stderr.matchAll(/ - (\w+) (CRD\d+):/g)].map(
      (m) => `${m[1] ?? ""} ${m[2] ?? ""}`,
    );
    expect(codes).toEqual(["warning CRD5020"]);
    expect(result.status).toBe(0);
    const crd = readFileSync(join(quickProject, "config/crd/bases/batch.example.com_cronjobs.yaml"), "utf8");
    expect(crd).toContain("    kind: CronJob\n");
    expect(crd).toContain("              jobTemplate:\n");
  });
});
