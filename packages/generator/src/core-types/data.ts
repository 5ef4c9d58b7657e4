import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { InternalError } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";

/** The key of the marker object that stands for another definition inside a stored definition. */
export const referenceKey = "$crdgenRef";

/**
 * A definition as stored: a JSONSchemaProps whose nested definitions are `{$crdgenRef: name}` markers, optionally
 * with the field's own `description`, which wins over the definition's.
 */
export type StoredSchema = JSONSchemaProps & { readonly [referenceKey]?: string };

/** One TypeScript client-library declaration of a Kubernetes type (see packages/generator/data/README.md). */
export interface ClientTypeEntry {
  /** npm package that declares the type: `@kubernetes/client-node`, `kubernetes-models`, … */
  readonly package: string;
  /** The declaring `.d.ts` file, relative to the package root, `/`-separated. */
  readonly declarationFile: string;
  /** The names, declared or aliased, under which that file exports the type. */
  readonly names: readonly string[];
  /** Import specifiers through which users reach those names. */
  readonly modules: readonly string[];
  /** The OpenAPI definition name, e.g. `io.k8s.api.core.v1.PodSpec`. */
  readonly definition: string;
}

/** The contents of packages/generator/data/core-schemas.json. */
export interface CoreSchemaData {
  readonly definitions: Readonly<Record<string, StoredSchema>>;
  readonly embeddedObjectMeta: JSONSchemaProps;
  readonly clientTypes: {
    readonly packages: Readonly<Record<string, string>>;
    readonly types: readonly ClientTypeEntry[];
  };
  readonly source: {
    readonly kubernetes: string;
    readonly roots: readonly string[];
    readonly excludedRecursive: readonly string[];
  };
}

// Resolved through the package's "exports" rather than relative to this module: the crdgen bin inlines this
// module into its own bundle, where `import.meta.url` is a file of crdgen's, not of this package. From src/
// (tests), from dist/ and from crdgen's bundle alike, the name resolves to this package's data folder. Read on
// first use, not imported as JSON: a run whose types name no Kubernetes type never parses the 500 kB.
const dataSpecifier = "@crdgen/generator/data/core-schemas.json";
let loaded: CoreSchemaData | undefined;

/** The committed data, read once. A missing or malformed file is a packaging bug. */
export function coreSchemaData(): CoreSchemaData {
  if (loaded === undefined) {
    const dataFile = createRequire(import.meta.url).resolve(dataSpecifier);
    loaded = parseData(readFileSync(dataFile, "utf8"), dataFile);
  }
  return loaded;
}

function parseData(text: string, dataFile: string): CoreSchemaData {
  const value: unknown = JSON.parse(text);
  if (!hasObjectFields(value, ["definitions", "embeddedObjectMeta", "clientTypes", "source"])) {
    throw new InternalError(`malformed core schema data in ${dataFile}`);
  }
  return value as unknown as CoreSchemaData;
}

function hasObjectFields(value: unknown, fields: readonly string[]): value is Record<string, object> {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) => typeof record[field] === "object" && record[field] !== null);
}
