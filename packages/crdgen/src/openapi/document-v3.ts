import type { JsonObject } from "./json.js";
import type { RouteParameter } from "./query-parameters.js";
import type { Route } from "./routes.js";
import { definitionRef, v3Flavour } from "./flavour.js";
import { collectDefinitions, wrapRefs } from "./definitions.js";
import { commonParameters, groupByPath, sortParameters, unauthorized } from "./paths.js";

/** kube-openapi builder3's BuildOpenAPISpecFromRoutes with the CRD builder's config, for routes and definitions. */
export function buildV3Document(routes: readonly Route[], own: ReadonlyMap<string, JsonObject>): JsonObject {
  const paths: JsonObject = {};
  for (const [path, group] of groupByPath(routes)) {
    const common = commonParameters(group);
    const item: JsonObject = {};
    if (common.length > 0) item.parameters = sortParameters(common).map(parameterV3);
    for (const route of group) item[route.method.toLowerCase()] = operationV3(route, common);
    paths[path] = item;
  }
  const models = routes.flatMap((route) => [
    ...[...route.responses.values()].map((r) => r.model),
    route.body ?? "",
  ]);
  const definitions = collectDefinitions(own, models, v3Flavour);
  const schemas: JsonObject = {};
  for (const [name, schema] of Object.entries(definitions)) {
    schemas[name] = own.has(name) ? wrapRefs(schema) : schema;
  }
  return {
    openapi: "3.0.0",
    info: { title: "Kubernetes CRD Swagger", version: "v0.1.0" },
    paths,
    components: { schemas },
  };
}

function operationV3(route: Route, common: readonly RouteParameter[]): JsonObject {
  const responses: JsonObject = {};
  for (const [code, response] of route.responses) {
    responses[String(code)] = {
      description: response.message,
      content: media(route.produces, response.model),
    };
  }
  responses["401"] = unauthorized;
  const own = route.parameters.filter(
    (parameter) =>
      parameter.in !== "body" && !common.some((c) => c.name === parameter.name && c.in === parameter.in),
  );
  const operation: JsonObject = {
    description: route.description,
    operationId: route.operationId,
    tags: [...route.tags],
    responses,
    "x-kubernetes-action": route.action,
    "x-kubernetes-group-version-kind": route.gvk,
  };
  if (own.length > 0) operation.parameters = sortParameters(own).map(parameterV3);
  const body = route.parameters.find((parameter) => parameter.in === "body");
  if (body !== undefined && route.body !== undefined) {
    const requestBody: JsonObject = { content: media(route.consumes, route.body) };
    if (body.required) requestBody.required = true;
    operation.requestBody = requestBody;
  }
  return operation;
}

function media(types: readonly string[], model: string): JsonObject {
  return Object.fromEntries(
    types.map((type) => [type, { schema: { $ref: definitionRef(v3Flavour.refPrefix, model) } }]),
  );
}

function parameterV3(parameter: RouteParameter): JsonObject {
  const out: JsonObject = { name: parameter.name, in: parameter.in };
  if (parameter.description !== "") out.description = parameter.description;
  if (parameter.required) out.required = true;
  out.schema = { type: parameter.type, uniqueItems: true };
  return out;
}
