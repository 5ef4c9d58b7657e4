/**
 * apiserver `pkg/cel/library/jsonpatch.go` (`library.JSONPatch()`): `jsonpatch.escapeKey`. Not in the base
 * environment (mutating admission policies add it), but one of `KnownLibraries()`.
 */
import { celTypes as t } from "../../common/types.js";
import { functionDecl, globalOverload } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";

export function kubernetesJsonPatchLibrary(): KubernetesLibrary {
  return kubernetesLibrary(
    "kubernetes.jsonpatch",
    [],
    [],
    [
      functionDecl("jsonpatch.escapeKey", [
        globalOverload("string_jsonpatch_escapeKey_string", [t.string], t.string),
      ]),
    ],
  );
}
