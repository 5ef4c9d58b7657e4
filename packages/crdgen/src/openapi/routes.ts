import type { KindNames } from "./kind-schemas.js";
import { modelName } from "./kind-schemas.js";
import type { RouteParameter } from "./query-parameters.js";
import {
  createOptions,
  deleteOptions,
  getOptions,
  listOptions,
  patchOptions,
  updateOptions,
} from "./query-parameters.js";

const statusModel = "io.k8s.apimachinery.pkg.apis.meta.v1.Status";
const patchModel = "io.k8s.apimachinery.pkg.apis.meta.v1.Patch";
const deleteOptionsModel = "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions";
const scaleModel = "io.k8s.api.autoscaling.v1.Scale";

/** One go-restful route of a CRD version (apiextensions builder.go, generateBuilder and buildRoute). */
export interface Route {
  readonly path: string;
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly description: string;
  readonly operationId: string;
  readonly tags: readonly string[];
  readonly action: string;
  /** x-kubernetes-group-version-kind: always the CRD's own kind, also on the scale subresource. */
  readonly gvk: { readonly group: string; readonly kind: string; readonly version: string };
  readonly parameters: readonly RouteParameter[];
  readonly consumes: readonly string[];
  readonly produces: readonly string[];
  /** Responses by status code: message and the definition name of the body. */
  readonly responses: ReadonlyMap<number, { readonly message: string; readonly model: string }>;
  /** The definition name of the request body, when the route reads one. */
  readonly body?: string;
}

interface RouteSpec {
  readonly root: string;
  readonly path: string;
  readonly method: Route["method"];
  readonly action: string;
  readonly verb: string;
  readonly model: string;
  readonly reads?: string;
  readonly operation?: string;
}

/** The routes the API server serves for one CRD version, in the builder's order. */
export function buildRoutes(names: KindNames, subresources: { status: boolean; scale: boolean }): Route[] {
  const kind = modelName(names.group, names.version, names.kind);
  const list = modelName(names.group, names.version, names.listKind);
  let root = `/apis/${names.group}/${names.version}/${names.plural}`;
  const specs: RouteSpec[] = [];
  const add = (spec: Omit<RouteSpec, "root">): void => {
    specs.push({ root, ...spec });
  };
  if (names.namespaced) {
    const operation = `list${names.kind}ForAllNamespaces`;
    add({ path: "", method: "GET", action: "list", verb: "list", model: list, operation });
    root = `/apis/${names.group}/${names.version}/namespaces/{namespace}/${names.plural}`;
  }
  add({ path: "", method: "GET", action: "list", verb: "list", model: list });
  add({ path: "", method: "POST", action: "post", verb: "create", model: kind, reads: kind });
  add({
    path: "",
    method: "DELETE",
    action: "deletecollection",
    verb: "deletecollection",
    model: statusModel,
  });
  add({ path: "/{name}", method: "GET", action: "get", verb: "read", model: kind });
  add({ path: "/{name}", method: "PUT", action: "put", verb: "replace", model: kind, reads: kind });
  add({ path: "/{name}", method: "DELETE", action: "delete", verb: "delete", model: statusModel });
  add({ path: "/{name}", method: "PATCH", action: "patch", verb: "patch", model: kind, reads: patchModel });
  if (subresources.status) {
    add({ path: "/{name}/status", method: "GET", action: "get", verb: "read", model: kind });
    add({ path: "/{name}/status", method: "PUT", action: "put", verb: "replace", model: kind, reads: kind });
    add({
      path: "/{name}/status",
      method: "PATCH",
      action: "patch",
      verb: "patch",
      model: kind,
      reads: patchModel,
    });
  }
  if (subresources.scale) {
    add({ path: "/{name}/scale", method: "GET", action: "get", verb: "read", model: scaleModel });
    add({
      path: "/{name}/scale",
      method: "PUT",
      action: "put",
      verb: "replace",
      model: scaleModel,
      reads: scaleModel,
    });
    add({
      path: "/{name}/scale",
      method: "PATCH",
      action: "patch",
      verb: "patch",
      model: scaleModel,
      reads: patchModel,
    });
  }
  return specs.map((spec) => buildRoute(names, spec));
}

const pretty: RouteParameter = {
  name: "pretty",
  in: "query",
  description:
    "If 'true', then the output is pretty printed. Defaults to 'false' unless the user-agent indicates a browser or command-line HTTP tool (curl and wget).",
  type: "string",
  required: false,
};

const optionsByAction: Record<string, readonly RouteParameter[]> = {
  get: getOptions,
  list: listOptions,
  deletecollection: listOptions,
  put: updateOptions,
  patch: patchOptions,
  post: createOptions,
  delete: deleteOptions,
};

function buildRoute(names: KindNames, spec: RouteSpec): Route {
  const full = spec.root + spec.path;
  const sub = subresource(spec.path);
  const operation =
    spec.operation ?? `${spec.verb}${names.namespaced ? "Namespaced" : ""}${names.kind}${titleCase(sub)}`;
  const parameters: RouteParameter[] = [pretty];
  if (full.includes("{namespace}")) {
    parameters.push(pathParameter("namespace", "object name and auth scope, such as for teams and projects"));
  }
  if (full.includes("{name}")) parameters.push(pathParameter("name", `name of the ${names.kind}`));
  parameters.push(...(optionsByAction[spec.action] ?? []));
  const responses = new Map([[200, { message: "OK", model: spec.model }]]);
  let body = spec.reads;
  let bodyRequired = true;
  if (spec.action === "delete") {
    // route.Reads(&metav1.DeleteOptions{}).ParameterNamed("body").Required(false)
    body = deleteOptionsModel;
    bodyRequired = false;
  }
  if (spec.action === "post") {
    responses.set(202, { message: "Accepted", model: spec.model });
    responses.set(201, { message: "Created", model: spec.model });
  } else if (spec.action === "delete") {
    responses.set(202, { message: "Accepted", model: spec.model });
  } else if (spec.action === "put") {
    responses.set(201, { message: "Created", model: spec.model });
  }
  if (body !== undefined) {
    parameters.push({ name: "body", in: "body", description: "", required: bodyRequired });
  }
  const { operationId, tags } = operationIdAndTags(operation, full);
  return {
    path: full,
    method: spec.method,
    description: describe(names.kind, sub, spec.verb),
    operationId,
    tags,
    action: spec.action,
    gvk: { group: names.group, kind: names.kind, version: names.version },
    parameters,
    consumes:
      spec.method === "PATCH"
        ? ["application/json-patch+json", "application/merge-patch+json", "application/apply-patch+yaml"]
        : ["application/json", "application/yaml"],
    produces: ["application/json", "application/yaml"],
    responses,
    ...(body === undefined ? {} : { body }),
  };
}

function pathParameter(name: string, description: string): RouteParameter {
  return { name, in: "path", description, type: "string", required: true };
}

// "/{name}/scale" -> "scale"; "" and "/{name}" -> "".
function subresource(path: string): string {
  return path.split("/")[2] ?? "";
}

function titleCase(word: string): string {
  return word === "" ? "" : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

// descriptionFor (builder.go).
function describe(kind: string, sub: string, verb: string): string {
  let article = "";
  if (verb === "list") article = " objects of kind ";
  else if (verb === "read" || verb === "replace" || verb === "patch") article = " the specified ";
  else if (verb === "create" || verb === "delete") article = articleForNoun(kind, " ");
  let of = sub === "" ? "" : ` ${sub} of`;
  if (verb === "patch") return `partially update${of}${article}${kind}`;
  if (verb === "deletecollection") {
    if (of !== "") of += " a";
    return `delete collection of${of} ${kind}`;
  }
  return `${verb}${of}${article}${kind}`;
}

// endpoints.GetArticleForNoun: plurals (ending in s but not ss) have none.
function articleForNoun(noun: string, padding: string): string {
  if (!noun.endsWith("ss") && noun.endsWith("s")) return padding;
  const article = "aeiou".includes(noun.charAt(0).toLowerCase()) ? "an" : "a";
  return `${padding}${article}${padding}`;
}

// The verbs of apiserver's endpoints/openapi GetOperationIDAndTags, looked up as its trie does: the shortest
// verb the operation starts with ("deletecollection" is found as "delete").
const verbs = [
  "get",
  "log",
  "read",
  "replace",
  "patch",
  "delete",
  "deletecollection",
  "watch",
  "connect",
  "proxy",
  "list",
  "create",
];

/** GetOperationIDAndTags: the group and version go after the verb (`listExampleComV1NamespacedWidget`). */
function operationIdAndTags(operation: string, path: string): { operationId: string; tags: string[] } {
  let prefix = "";
  for (let length = 1; length <= operation.length && prefix === ""; length++) {
    if (verbs.includes(operation.slice(0, length))) prefix = operation.slice(0, length);
  }
  const rest = operation.slice(prefix.length);
  const [first, group, version] = path.replace(/^\/+|\/+$/g, "").split("/");
  const tags: string[] = [];
  if (first === "apis" && group !== undefined) {
    const trimmed = group.replace(/\.k8s\.io$/, "");
    prefix += validOperationId(trimmed, prefix !== "");
    let tag = validOperationId(trimmed, false);
    if (version !== undefined) {
      prefix += validOperationId(version, prefix !== "");
      tag += `_${validOperationId(version, false)}`;
    }
    tags.push(tag);
  } else if (first !== undefined) {
    tags.push(validOperationId(first, false));
  }
  return { operationId: prefix + validOperationId(rest, prefix !== ""), tags };
}

// ToValidOperationID: letters, '_' and (not first) digits kept; anything else dropped and capitalises the next.
function validOperationId(text: string, capitalizeFirst: boolean): string {
  let out = "";
  let capitalize = capitalizeFirst;
  let index = 0;
  for (const char of text) {
    const letter = /\p{L}/u.test(char);
    if (letter || char === "_" || (index !== 0 && /\p{Nd}/u.test(char))) {
      out += capitalize ? char.toUpperCase() : char;
      capitalize = false;
    } else {
      capitalize = true;
    }
    index += char.length;
  }
  return out;
}
