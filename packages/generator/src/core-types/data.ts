import { readFileSync } from "node:fs";
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

// From dist/core-types/ and from src/core-types/ alike, the data folder is two levels up.
const dataFile = new URL("../../data/core-schemas.json", import.meta.url);
let loaded: CoreSchemaData | undefined;

/** The committed data, read once. A missing or malformed file is a packaging bug. */
export function coreSchemaData(): CoreSchemaData {
  loaded ??= parseData(readFileSync(dataFile, "utf8"));
  return loaded;
}

function parseData(text: string): CoreSchemaData {
  const value: unknown = JSON.parse(text);
  if (!hasObjectFields(value, ["definitions", "embeddedObjectMeta", "clientTypes", "source"])) {
    throw new InternalError(`malformed core schema data in ${dataFile.pathname}`);
  }
  return value as unknown as CoreSchemaData;
}

function hasObjectFields(value: unknown, fields: readonly string[]): value is Record<string, object> {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) => typeof record[field] === "object" && record[field] !== null);
}
