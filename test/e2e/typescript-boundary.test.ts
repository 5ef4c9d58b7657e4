import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { childEnvironment, commandTimeoutMs } from "./operator-project.js";
import { crdgenBin } from "./watch-process.js";

// The TypeScript boundary through the built bin: the project's tsconfig as its own TypeScript 5 accepts it,
// problems with it placed in it, and what crdgen says about the inputs it could not read or left out.

let project: string;

function write(file: string, text: string): void {
  const path = join(project, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function crdgen(cwd: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [crdgenBin, "generate", ...args], {
    cwd,
    env: childEnvironment(),
    encoding: "utf8",
    timeout: commandTimeoutMs,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** A kind whose spec comes from `@shared/size`, which only the tsconfig's `paths` can resolve. */
function writeApi(): void {
  write("shared/size.ts", "export interface Size {\n  gigabytes: number;\n}\n");
  write("api/v1/info.ts", "// +groupName=store.example.com\nexport {};\n");
  write(
    "api/v1/disk.ts",
    [
      'import type { Size } from "@shared/size";',
      "",
      "// +kubebuilder:object:root=true",
      "export interface Disk {",
      "  apiVersion: string;",
      "  kind: string;",
      "  spec: { size: Size };",
      "}",
      "",
    ].join("\n"),
  );
}

const bundlerTsconfig = JSON.stringify({
  compilerOptions: { strict: true, module: "preserve", noEmit: true, paths: { "@shared/*": ["./shared/*"] } },
});

beforeEach(() => {
  project = realpathSync(mkdtempSync(join(tmpdir(), "crdgen-e2e-ts-")));
});

afterEach(() => {
  rmSync(project, { recursive: true, force: true });
});

describe("crdgen generate and the project's TypeScript setup", () => {
  it("generates with a TypeScript 5 tsconfig using baseUrl, paths and moduleResolution node", () => {
    const compilerOptions = {
      strict: true,
      module: "commonjs",
      moduleResolution: "node",
      baseUrl: ".",
      paths: { "@shared/*": ["shared/*"] },
      noEmit: true,
      types: [],
    };
    write("tsconfig.json", JSON.stringify({ compilerOptions }, null, 2));
    writeApi();
    const { status, output } = crdgen(project, "--stdout");
    expect(output).not.toContain("CRD2001");
    expect(status).toBe(0);
    expect(output).toContain("name: disks.store.example.com");
    expect(output).toContain("gigabytes:");
  });

  it("places a tsconfig problem at its line and column", () => {
    write(
      "tsconfig.json",
      '{\n  "compilerOptions": {\n    "strict": true,\n    "target": "nonsense"\n  }\n}\n',
    );
    writeApi();
    const { status, output } = crdgen(project, "--stdout");
    expect(status).toBe(1);
    expect(output).toMatch(/tsconfig\.json:4:15 - error CRD2001: TS6046: Argument for '--target' option/);
  });

  it("names the folder it looked in for an input it cannot find", () => {
    write("tsconfig.json", bundlerTsconfig);
    writeApi();
    mkdirSync(join(project, "scripts"));
    const { status, output } = crdgen(join(project, "scripts"), "--stdout");
    expect(status).toBe(1);
    const lookedFor = join(project, "scripts", "api").split("\\").join("/");
    expect(output).toContain(`input not found: api (looked for ${lookedFor})`);
  });

  it("says that declaration files in an input folder are not read", () => {
    write("tsconfig.json", bundlerTsconfig);
    writeApi();
    write("api/v1/disk.d.ts", "export {};\n");
    const { status, output } = crdgen(project);
    expect(status).toBe(0);
    expect(output).toContain("CRD2024: 1 declaration file in api not read: api/v1/disk.d.ts");
  });
});
