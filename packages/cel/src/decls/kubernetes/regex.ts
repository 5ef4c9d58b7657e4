/** apiserver `pkg/cel/library/regex.go` (`library.Regex()`): `find` and `findAll` on strings. */
import { celTypes as t, listType } from "../../common/types.js";
import { functionDecl, memberOverload } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";

export function kubernetesRegexLibrary(): KubernetesLibrary {
  return kubernetesLibrary(
    "kubernetes.regex",
    [],
    [],
    [
      functionDecl("find", [memberOverload("string_find_string", [t.string, t.string], t.string)]),
      functionDecl("findAll", [
        memberOverload("string_find_all_string", [t.string, t.string], listType(t.string)),
        memberOverload("string_find_all_string_int", [t.string, t.string, t.int], listType(t.string)),
      ]),
    ],
  );
}
