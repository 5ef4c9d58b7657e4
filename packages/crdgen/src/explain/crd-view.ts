import type { CustomResourceDefinition } from "@crdgen/structural";
import { isJsonMap } from "./go-values.js";
import type { JsonMap } from "./go-values.js";

/** What explain and docs read of a CRD, with its optional parts filled in. */
export interface CrdView {
  readonly group: string;
  readonly kind: string;
  readonly plural: string;
  readonly singular: string;
  readonly shortNames: readonly string[];
  readonly scope: string;
  readonly versions: readonly CrdVersionView[];
}

export interface CrdVersionView {
  readonly name: string;
  readonly served: boolean;
  readonly storage: boolean;
  readonly deprecated: boolean;
  readonly deprecationWarning?: string;
  /** The version's openAPIV3Schema, when it has one. */
  readonly schema?: JsonMap;
}

/** The view of a CRD document; undefined when it lacks a group, names or versions to explain. */
export function viewCrd(crd: CustomResourceDefinition): CrdView | undefined {
  const spec = crd.spec;
  const names = spec?.names;
  if (spec?.group == null || names?.kind == null || names.plural == null) return undefined;
  const versions = (spec.versions ?? []).flatMap((version): CrdVersionView[] => {
    if (version.name == null) return [];
    const schema: unknown = version.schema?.openAPIV3Schema;
    return [
      {
        name: version.name,
        served: version.served === true,
        storage: version.storage === true,
        deprecated: version.deprecated === true,
        ...(typeof version.deprecationWarning === "string"
          ? { deprecationWarning: version.deprecationWarning }
          : {}),
        ...(isJsonMap(schema) ? { schema } : {}),
      },
    ];
  });
  return {
    group: spec.group,
    kind: names.kind,
    plural: names.plural,
    singular: names.singular ?? "",
    shortNames: (names.shortNames ?? []).filter((name): name is string => typeof name === "string"),
    scope: spec.scope ?? "",
    versions,
  };
}
