import { coreSchemaData } from "./data.js";
import type { ClientTypeEntry } from "./data.js";

/**
 * Every declaration, in `@kubernetes/client-node`, `kubernetes-models` (with `@kubernetes-models/apimachinery`) and
 * `kubernetes-types`, of a type that {@link CoreSchemas} knows, with the definition it stands for.
 */
export function coreClientTypes(): readonly ClientTypeEntry[] {
  return coreSchemaData().clientTypes.types;
}

/** The versions of the client libraries the table was read from, by package name. */
export function coreClientPackageVersions(): Readonly<Record<string, string>> {
  return coreSchemaData().clientTypes.packages;
}

interface Indexes {
  readonly byImport: ReadonlyMap<string, string>;
  readonly byDeclaration: ReadonlyMap<string, string>;
}

let indexes: Indexes | undefined;

function lookupIndexes(): Indexes {
  if (indexes !== undefined) return indexes;
  const byImport = new Map<string, string>();
  const byDeclaration = new Map<string, string>();
  for (const entry of coreClientTypes()) {
    for (const name of entry.names) {
      for (const module of entry.modules) byImport.set(key(module, name), entry.definition);
      byDeclaration.set(key(entry.package, entry.declarationFile, name), entry.definition);
    }
  }
  indexes = { byImport, byDeclaration };
  return indexes;
}

function key(...parts: readonly string[]): string {
  return parts.join("\0");
}

/**
 * The definition that `import { exportName } from "moduleSpecifier"` denotes, e.g.
 * `("kubernetes-types/core/v1", "PodSpec")` → `io.k8s.api.core.v1.PodSpec`; `undefined` when it is not a core type.
 */
export function clientTypeDefinition(moduleSpecifier: string, exportName: string): string | undefined {
  return lookupIndexes().byImport.get(key(moduleSpecifier, exportName));
}

/**
 * The definition a declaration stands for, identified where it is declared: the npm package, the `.d.ts` path
 * inside it (`/`-separated) and the declared or exported name, e.g.
 * `("kubernetes-models", "v1/PodSpec.d.ts", "IPodSpec")` → `io.k8s.api.core.v1.PodSpec`.
 */
export function declaredClientTypeDefinition(
  packageName: string,
  declarationFile: string,
  name: string,
): string | undefined {
  return lookupIndexes().byDeclaration.get(key(packageName, declarationFile, name));
}
