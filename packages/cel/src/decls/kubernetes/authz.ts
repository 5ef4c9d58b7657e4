/**
 * apiserver `pkg/cel/library/authz.go`: `library.Authz()` (the `authorizer` builder chain and `Decision`
 * accessors) and `library.AuthzSelectors()` (`fieldSelector`, `labelSelector`).
 */
import { celTypes as t } from "../../common/types.js";
import { functionDecl, memberOverload } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";
import {
  authorizerType,
  decisionType,
  groupCheckType,
  pathCheckType,
  resourceCheckType as resource,
} from "./types.js";

export function kubernetesAuthzLibrary(): KubernetesLibrary {
  const types = [authorizerType, pathCheckType, groupCheckType, resource, decisionType];
  return kubernetesLibrary(
    "kubernetes.authz",
    types,
    [],
    [
      functionDecl("path", [memberOverload("authorizer_path", [authorizerType, t.string], pathCheckType)]),
      functionDecl("group", [memberOverload("authorizer_group", [authorizerType, t.string], groupCheckType)]),
      functionDecl("serviceAccount", [
        memberOverload("authorizer_serviceaccount", [authorizerType, t.string, t.string], authorizerType),
      ]),
      functionDecl("resource", [memberOverload("groupcheck_resource", [groupCheckType, t.string], resource)]),
      functionDecl("subresource", [
        memberOverload("resourcecheck_subresource", [resource, t.string], resource),
      ]),
      functionDecl("namespace", [memberOverload("resourcecheck_namespace", [resource, t.string], resource)]),
      functionDecl("name", [memberOverload("resourcecheck_name", [resource, t.string], resource)]),
      functionDecl("check", [
        memberOverload("pathcheck_check", [pathCheckType, t.string], decisionType),
        memberOverload("resourcecheck_check", [resource, t.string], decisionType),
      ]),
      functionDecl("errored", [memberOverload("decision_errored", [decisionType], t.bool)]),
      functionDecl("error", [memberOverload("decision_error", [decisionType], t.string)]),
      functionDecl("allowed", [memberOverload("decision_allowed", [decisionType], t.bool)]),
      functionDecl("reason", [memberOverload("decision_reason", [decisionType], t.string)]),
    ],
  );
}

export function kubernetesAuthzSelectorsLibrary(): KubernetesLibrary {
  return kubernetesLibrary(
    "kubernetes.authzSelectors",
    [resource],
    [],
    [
      functionDecl("fieldSelector", [
        memberOverload("authorizer_fieldselector", [resource, t.string], resource),
      ]),
      functionDecl("labelSelector", [
        memberOverload("authorizer_labelselector", [resource, t.string], resource),
      ]),
    ],
  );
}
