import type { CustomResourceDefinition } from "@crdgen/structural";
import { decodableCrds } from "../check/decodable.js";
import type { OpenApiDocument } from "./build.js";
import { buildOpenApiDocuments } from "./build.js";
import { renderOpenApiJson } from "./json.js";

export type { OpenApiDocument } from "./build.js";

export interface OpenApiInput {
  /**
   * apiextensions.k8s.io/v1 CustomResourceDefinitions, as decoded from their manifests. One the API server cannot
   * decode (a value its Go types refuse) is never served and is left out; other documents are ignored.
   */
  readonly crds: readonly CustomResourceDefinition[];
  /** Which document: "v3" (default), as `/openapi/v3/apis/<group>/<version>`, or "v2", as merged into `/openapi/v2`. */
  readonly openapiVersion?: "v2" | "v3";
}

/** One document with the file name it is written under and its text (sorted keys, two-space indent). */
export interface OpenApiFile extends OpenApiDocument {
  readonly fileName: string;
  readonly text: string;
}

/**
 * The OpenAPI the API server publishes for CRDs, offline: one document per served group-version, v3 with the
 * official documents' file names (`apis__<group>__<version>_openapi.json`), v2 as `swagger__<group>__<version>.json`.
 */
export function openapi(input: OpenApiInput): OpenApiFile[] {
  const openapiVersion = input.openapiVersion ?? "v3";
  return buildOpenApiDocuments(decodableCrds(input.crds).crds, openapiVersion).map((document) => ({
    ...document,
    fileName:
      openapiVersion === "v3"
        ? `apis__${document.group}__${document.version}_openapi.json`
        : `swagger__${document.group}__${document.version}.json`,
    text: renderOpenApiJson(document.document),
  }));
}
