import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateCommand } from "../../src/cli/generate-spec.js";
import { cliReference } from "../../src/cli/reference.js";
import { configJsonSchema, configKeyNames, configKeys } from "../../src/config/index.js";
import { commands } from "../../src/cli/commands.js";

const repository = fileURLToPath(new URL("../../../../", import.meta.url));

describe("the configuration key table", () => {
  it("takes the type and wording of keys that are flags from the generate command", () => {
    for (const key of ["out", "tsconfig", "maxDescLen"] as const) {
      expect(configKeys[key].type).toBe(generateCommand.options[key].type);
      expect(configKeys[key].description).toBe(generateCommand.options[key].description);
    }
  });

  it("drives the JSON schema: one property per key, nothing else allowed", () => {
    const schema = configJsonSchema();
    expect(Object.keys(schema.properties as object)).toEqual(["$schema", ...configKeyNames]);
    expect(schema.additionalProperties).toBe(false);
    expect((schema.properties as Record<string, unknown>).maxDescLen).toEqual({
      type: "integer",
      minimum: 0,
      description: `${configKeys.maxDescLen.description} Flag: --max-desc-len.`,
    });
  });

  it("drives the reference page: every command and every key", () => {
    const page = cliReference(commands);
    for (const command of commands) expect(page).toContain(`## crdgen ${command.name}\n`);
    for (const key of configKeyNames) expect(page).toContain(`| \`${key}\` |`);
  });
});

describe("generated files", () => {
  it("docs/cli.md and config.schema.json are current (regenerate with `node scripts/cli-doc.mjs`)", () => {
    // The script reads the built package: build first with `npx tsc -b packages/crdgen`.
    const run = spawnSync(process.execPath, ["scripts/cli-doc.mjs", "--check"], {
      cwd: repository,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("config.schema.json is the schema of the table", () => {
    const file = fileURLToPath(new URL("../../config.schema.json", import.meta.url));
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(configJsonSchema());
  });
});
