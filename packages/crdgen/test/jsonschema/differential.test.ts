import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonSchemas } from "../../src/jsonschema/api.js";
import { readManifestText } from "../../src/manifest/documents.js";
import { catalogOf } from "../../src/validate/api.js";
import { celRuleEvaluator } from "../../src/validate/cel-rules.js";
import { validateObject } from "../../src/validate/object.js";
import type { RuleEvaluator } from "../../src/validate/rules.js";
import { arbitraryObject } from "./support/arbitrary-object.js";
import { inexpressibleClass } from "./support/classify.js";

// The differential test of issue 15: on objects generated from the corpus CRDs' schemas and mutated, a standard
// JSON Schema validator (ajv, draft-07) with crdgen's schemas never refuses an object the API server's create
// path (crdgen validate) accepts, and refuses what the server refuses wherever JSON Schema can express the rule.
// The server-only refusals are counted by class; any other disagreement fails the test with examples.
const corpus = fileURLToPath(new URL("../../../../testdata/corpus/crds/", import.meta.url));
const objectsPerVersion = Number(process.env.JSONSCHEMA_DIFF_RUNS ?? 4);
const noRules: RuleEvaluator = { evaluate: () => ({ errors: [], runtimeCost: 0 }) };

type Doc = Record<string, unknown>;

function corpusCrds(): { file: string; crd: Doc }[] {
  const files = readdirSync(corpus, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.ya?ml$/.test(name) && name.includes(process.env.JSONSCHEMA_DIFF_ONLY ?? ""))
    .sort();
  return files.flatMap((file) =>
    [...readManifestText(readFileSync(join(corpus, file), "utf8"), file)].flatMap((item) =>
      item.kind === "document" && (item.document.value as Doc | null)?.kind === "CustomResourceDefinition"
        ? [{ file, crd: item.document.value as Doc }]
        : [],
    ),
  );
}

function withoutFormats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFormats);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(key === "format" && typeof v === "string"))
      .map(([key, v]) => [key, withoutFormats(v)]),
  );
}

interface Figures {
  objects: number;
  bothAccept: number;
  bothRefuse: number;
  schemaRefusesAccepted: string[];
  unexplained: string[];
  inexpressible: Map<string, { count: number; example: string }>;
}

describe("crdgen jsonschema: differential test against the API server's validation", () => {
  it("never refuses what the server accepts, and agrees on refusals JSON Schema can express", () => {
    const ajv = new Ajv({ strict: false, validateFormats: false, code: { optimize: false } });
    const figures: Figures = {
      objects: 0,
      bothAccept: 0,
      bothRefuse: 0,
      schemaRefusesAccepted: [],
      unexplained: [],
      inexpressible: new Map(),
    };
    let seed = 15;
    for (const { file, crd } of corpusCrds()) {
      const catalog = catalogOf([crd]);
      const formatless = catalogOf([withoutFormats(crd)]);
      // One evaluator per catalog, as a validation run keeps one for its catalog.
      const rules = celRuleEvaluator();
      const formatlessRules = celRuleEvaluator();
      const { schemas } = jsonSchemas({ crds: [crd] });
      const versions = ((crd.spec as Doc).versions ?? []) as Doc[];
      for (const kindSchema of schemas) {
        const version = versions.find((v) => v.name === kindSchema.version);
        const root = ((version?.schema as Doc | undefined)?.openAPIV3Schema ?? {}) as Doc;
        const check = ajv.compile(kindSchema.schema);
        const objects = fc.sample(arbitraryObject(kindSchema.apiVersion, kindSchema.kind, root), {
          numRuns: objectsPerVersion,
          seed: seed++,
        });
        for (const object of objects) {
          figures.objects++;
          const server = validateObject(catalog, object, rules);
          const schemaAccepts = check(object);
          const where = `${file} ${kindSchema.apiVersion} ${JSON.stringify(object).slice(0, 400)}`;
          if (server.valid && schemaAccepts) {
            figures.bothAccept++;
          } else if (server.valid) {
            figures.schemaRefusesAccepted.push(`${where}\n  ajv: ${ajv.errorsText(check.errors)}`);
          } else if (!schemaAccepts) {
            figures.bothRefuse++;
          } else {
            const errors = server.errors;
            const found = inexpressibleClass({
              errors,
              errorsWithoutRules: validateObject(catalog, object, noRules).errors,
              errorsWithoutFormats: validateObject(formatless, object, formatlessRules).errors,
            });
            const detail = errors.map((e) => `${e.field}: ${e.type}: ${e.detail}`).join("; ");
            if (found === undefined) {
              figures.unexplained.push(`${where}\n  server: ${server.message} ${detail}`);
            } else {
              const seen = figures.inexpressible.get(found);
              figures.inexpressible.set(found, {
                count: (seen?.count ?? 0) + 1,
                example: seen?.example ?? detail,
              });
            }
          }
        }
      }
    }
    const classes = [...figures.inexpressible].map(
      ([name, { count, example }]) => `  ${name}: ${count} (e.g. ${example.slice(0, 200)})`,
    );
    console.log(
      [
        `objects ${figures.objects}; both accept ${figures.bothAccept}; both refuse ${figures.bothRefuse};`,
        `schema refuses what the server accepts ${figures.schemaRefusesAccepted.length};`,
        `server-only refusals JSON Schema cannot express:`,
        ...classes,
        `unexplained server-only refusals ${figures.unexplained.length}`,
      ].join("\n"),
    );
    expect(figures.schemaRefusesAccepted.slice(0, 5)).toEqual([]);
    expect(figures.unexplained.slice(0, 5)).toEqual([]);
    expect(figures.bothAccept).toBeGreaterThan(figures.objects / 10);
    expect(figures.bothRefuse).toBeGreaterThan(figures.objects / 10);
  }, 1_200_000);
});
