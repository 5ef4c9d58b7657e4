import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from "@crdgen/structural";
import { validateStructural } from "@crdgen/structural";
import type { JsonObject } from "./json.js";
import type { KindNames } from "./kind-schemas.js";
import { kindSchema, listSchema, modelName } from "./kind-schemas.js";
import type { Route } from "./routes.js";
import { buildRoutes } from "./routes.js";
import { toKubeOpenApi } from "./structural-schema.js";
import { schemaHasInvalidTypes } from "./invalid-types.js";
import type { OpenApiFlavour } from "./flavour.js";
import { v2Flavour, v3Flavour } from "./flavour.js";
import { buildV3Document } from "./document-v3.js";
import { buildV2Document } from "./document-v2.js";

/** One published document: the group-version it is for and its JSON. */
export interface OpenApiDocument {
  readonly group: string;
  readonly version: string;
  readonly document: JsonObject;
}

interface GroupVersionParts {
  readonly group: string;
  readonly version: string;
  readonly routes: Route[];
  readonly definitions: Map<string, JsonObject>;
}

/**
 * The OpenAPI documents the API server publishes for these CRDs, one per group-version of a served version:
 * v3 as `/openapi/v3/apis/<group>/<version>` serves it (MergeSpecsV3 of BuildOpenAPIV3 per CRD), v2 as the
 * part of `/openapi/v2` the CRDs of the group-version contribute (BuildOpenAPIV2, merged). Sorted by group, then
 * version.
 */
export function buildOpenApiDocuments(
  crds: readonly CustomResourceDefinition[],
  openapiVersion: "v2" | "v3",
): OpenApiDocument[] {
  const flavour = openapiVersion === "v2" ? v2Flavour : v3Flavour;
  const byGroupVersion = new Map<string, GroupVersionParts>();
  for (const crd of crds) {
    const spec = crd.spec;
    const group = spec?.group;
    if (spec == null || typeof group !== "string") continue;
    for (const version of spec.versions ?? []) {
      if (version.served !== true || typeof version.name !== "string") continue;
      const key = `${group}/${version.name}`;
      const parts = byGroupVersion.get(key) ?? {
        group,
        version: version.name,
        routes: [],
        definitions: new Map<string, JsonObject>(),
      };
      byGroupVersion.set(key, parts);
      addVersion(parts, crd, spec, version, flavour);
    }
  }
  return [...byGroupVersion.values()]
    .sort((a, b) => (a.group === b.group ? compare(a.version, b.version) : compare(a.group, b.group)))
    .map((parts) => ({
      group: parts.group,
      version: parts.version,
      document: flavour.v2
        ? buildV2Document(parts.routes, parts.definitions)
        : buildV3Document(parts.routes, parts.definitions),
    }));
}

function addVersion(
  parts: GroupVersionParts,
  crd: CustomResourceDefinition,
  spec: NonNullable<CustomResourceDefinition["spec"]>,
  version: CustomResourceDefinitionVersion,
  flavour: OpenApiFlavour,
): void {
  const kind = spec.names?.kind ?? "";
  const names: KindNames = {
    group: parts.group,
    version: parts.version,
    kind,
    listKind: defaultListKind(spec.names?.listKind ?? "", kind),
    plural: spec.names?.plural ?? "",
    namespaced: spec.scope === "Namespaced",
  };
  const subresources = version.subresources;
  parts.routes.push(
    ...buildRoutes(names, {
      status: subresources?.status != null,
      scale: subresources?.scale != null,
    }),
  );
  const structural = structuralSchema(version.schema?.openAPIV3Schema);
  parts.definitions.set(
    modelName(names.group, names.version, names.kind),
    kindSchema(crd, names, structural, flavour),
  );
  parts.definitions.set(
    modelName(names.group, names.version, names.listKind),
    listSchema(crd, names, flavour),
  );
}

// SetDefaults_CustomResourceDefinitionSpec (apiextensions v1 defaults.go:46-48): an empty listKind is the kind's
// name and List, once there is a kind.
function defaultListKind(listKind: string, kind: string): string {
  return listKind === "" && kind !== "" ? `${kind}List` : listKind;
}

// generateBuilder: only a structural schema is published; otherwise the kind is just `type: object`.
function structuralSchema(schema: unknown): JsonObject | undefined {
  if (schema === undefined || schema === null || typeof schema !== "object") return undefined;
  if (schemaHasInvalidTypes(schema) || validateStructural(schema).length > 0) return undefined;
  return toKubeOpenApi(schema as JsonObject);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
