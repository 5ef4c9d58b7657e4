import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { crdgenBin } from "../support/bin.js";

const crdgenPackage = fileURLToPath(new URL("../..", import.meta.url));
const timeout = 120_000;

let dir = "";

/** A project whose api/v1 folder holds `files`, with `crdgen` resolvable as it is after `npm install`. */
async function project(files: Readonly<Record<string, string>>): Promise<void> {
  dir = await mkdtemp(join(tmpdir(), "crdgen-generate-bin-"));
  await mkdir(join(dir, "node_modules"), { recursive: true });
  await symlink(crdgenPackage, join(dir, "node_modules", "crdgen"), "dir");
  await mkdir(join(dir, "api", "v1"), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, "api", "v1", name), text);
}

function generate(): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [crdgenBin, "generate"], {
    cwd: dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const header = '// +groupName=example.com\nimport type { ObjectMeta } from "crdgen";\n';
const kind = (name: string, markers = "") =>
  `${header}${markers}export interface ${name} {\n  apiVersion: string;\n  kind: string;\n  metadata?: ObjectMeta;\n  spec: { color: string };\n}\n`;

describe("crdgen generate (built bin): mistakes in the input are the user's, with their place", () => {
  it(
    "reports a selectable field JSONPath typo at its marker, not as a crdgen bug",
    async () => {
      await project({ "gizmo.ts": kind("Gizmo", "// +kubebuilder:selectablefield:JSONPath=`.spec.colr`\n") });
      const run = generate();
      expect(run.status).toBe(1);
      expect(run.stdout + run.stderr).toContain(
        "api/v1/gizmo.ts:3:4 - error CRD1020: +kubebuilder:selectablefield",
      );
      expect(run.stdout + run.stderr).not.toContain("bug in crdgen");
    },
    timeout,
  );

  it(
    "reports a protected group without approval at +groupName",
    async () => {
      await project({ "gizmo.ts": kind("Gizmo").replace("example.com", "gizmos.k8s.io") });
      const run = generate();
      expect(run.status).toBe(1);
      expect(run.stdout + run.stderr).toContain("api/v1/gizmo.ts:1:4 - error CRD2030:");
      expect(run.stdout + run.stderr).toContain("+kubebuilder:metadata:annotations");
      expect(run.stdout + run.stderr).not.toContain("bug in crdgen");
    },
    timeout,
  );

  it(
    "reports two kinds with the same plural at both kinds, with a code",
    async () => {
      await project({
        "a.ts": kind("Gizmo"),
        "b.ts": kind("Gadget", "// +kubebuilder:resource:path=gizmoes\n"),
      });
      const run = generate();
      expect(run.status).toBe(1);
      const out = run.stdout + run.stderr;
      expect(out).toContain("api/v1/a.ts:3:18 - error CRD2031: Gizmo makes the CRD gizmoes.example.com");
      expect(out).toContain("api/v1/b.ts:4:18 - error CRD2031: Gadget makes the CRD gizmoes.example.com");
      expect(out).not.toContain("is used twice");
    },
    timeout,
  );
});
