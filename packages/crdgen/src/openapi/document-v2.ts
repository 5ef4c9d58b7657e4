import type { JsonObject } from "./json.js";
import type { RouteParameter } from "./query-parameters.js";
import type { Route } from "./routes.js";
import { definitionRef, v2Flavour } from "./flavour.js";
import { collectDefinitions } from "./definitions.js";
import { pruneDefaults } from "./prune-defaults.js";
import { deduplicateParameters } from "./shared-parameters.js";
import { commonParameters, groupByPath, sortParameters, unauthorized } from "./paths.js";

/**
 * kube-openapi builder's BuildOpenAPISpecFromRoutes (Swagger 2.0) with the CRD builder's config, with the
 * definitions' defaults pruned as the v2 controller prunes them before merging into `/openapi/v2`.
 */
export function buildV2Document(routes: readonly Route[], own: ReadonlyMap<string, JsonObject>): JsonObject {
  const paths: JsonObject = {};
  for (const [path, group] of groupByPath(routes)) {
    const common = commonParameters(group);
    const item: JsonObject = {};
    if (common.length > 0) item.parameters = sortParameters(common).map((p) => parameterV2(p, undefined));
    for (const route of group) item[route.method.toLowerCase()] = operationV2(route, common);
    paths[path] = item;
  }
  const models = routes.flatMap((route) => [
    ...[...route.responses.values()].map((r) => r.model),
    route.body ?? "",
  ]);
  const document: JsonObject = {
    swagger: "2.0",
    info: { title: "Kubernetes CRD Swagger", version: "v0.1.0" },
    paths,
    definitions: pruneDefaults(collectDefinitions(own, models, v2Flavour)),
  };
  deduplicateParameters(document);
  return document;
}

function operationV2(route: Route, common: readonly RouteParameter[]): JsonObject {
  const responses: JsonObject = {};
  for (const [code, response] of route.responses) {
    responses[String(code)] = {
      description: response.message,
      schema: { $ref: definitionRef(v2Flavour.refPrefix, response.model) },
    };
  }
  responses["401"] = unauthorized;
  const own = route.parameters.filter(
    (parameter) => !common.some((c) => c.name === parameter.name && c.in === parameter.in),
  );
  const operation: JsonObject = {
    description: route.description,
    consumes: [...route.consumes],
    produces: [...route.produces],
    schemes: ["https"],
    operationId: route.operationId,
    tags: [...route.tags],
    responses,
    "x-kubernetes-action": route.action,
    "x-kubernetes-group-version-kind": route.gvk,
  };
  if (own.length > 0) operation.parameters = sortParameters(own).map((p) => parameterV2(p, route.body));
  return operation;
}

function parameterV2(parameter: RouteParameter, body: string | undefined): JsonObject {
  const out: JsonObject = { name: parameter.name, in: parameter.in };
  if (parameter.description !== "") out.description = parameter.description;
  if (parameter.required) out.required = true;
  if (parameter.in === "body") {
    // routes.ts adds a body parameter only to routes with a body model.
    out.schema = { $ref: definitionRef(v2Flavour.refPrefix, body ?? "") };
  } else {
    out.type = parameter.type;
    out.uniqueItems = true;
  }
  return out;
}
