import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const dataFile = fileURLToPath(new URL("../../data/core-schemas.json", import.meta.url));

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortKeys(record[key])]),
  );
}

describe("packages/generator/data/core-schemas.json", () => {
  const text = readFileSync(dataFile, "utf8");

  it("is what scripts/derive-core-schemas.mjs writes today", () => {
    const run = spawnSync(process.execPath, ["scripts/derive-core-schemas.mjs", "--check"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(run.stderr).not.toMatch(/out of date|Error/);
    expect(run.status).toBe(0);
  });

  it("has sorted keys, is laid out by the repository's Prettier, ends in one newline and is under 1 MB", async () => {
    const parsed: unknown = JSON.parse(text);
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(sortKeys(parsed)));
    const config = await prettier.resolveConfig(dataFile);
    expect(await prettier.check(text, { ...config, filepath: dataFile })).toBe(true);
    expect(text.endsWith("}\n")).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(1_000_000);
  });

  it("names the recursive definitions it leaves out", () => {
    const data = JSON.parse(text) as { source: { excludedRecursive: string[] } };
    expect(data.source.excludedRecursive).toEqual([
      "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps",
    ]);
  });
});
