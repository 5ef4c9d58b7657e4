/**
 * apiserver `pkg/cel/library/semverlib.go` (`library.SemverLib(library.SemverVersion(v))`): `semver()`,
 * `isSemver()` and the `kubernetes.Semver` methods; version 1 adds the `normalize` flag overloads.
 */
import { celTypes as t } from "../../common/types.js";
import { type OverloadDecl, functionDecl, globalOverload, memberOverload } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";
import { semverType as s } from "./types.js";

export function kubernetesSemverLibrary(version = Number.MAX_SAFE_INTEGER): KubernetesLibrary {
  const semver: OverloadDecl[] = [globalOverload("string_to_semver", [t.string], s)];
  const isSemver: OverloadDecl[] = [globalOverload("is_semver_string", [t.string], t.bool)];
  if (version >= 1) {
    semver.push(globalOverload("string_bool_to_semver", [t.string, t.bool], s));
    isSemver.push(globalOverload("is_semver_string_bool", [t.string, t.bool], t.bool));
  }
  return kubernetesLibrary(
    "kubernetes.Semver",
    [s],
    [],
    [
      functionDecl("semver", semver),
      functionDecl("isSemver", isSemver),
      functionDecl("isGreaterThan", [memberOverload("semver_is_greater_than", [s, s], t.bool)]),
      functionDecl("isLessThan", [memberOverload("semver_is_less_than", [s, s], t.bool)]),
      functionDecl("compareTo", [memberOverload("semver_compare_to", [s, s], t.int)]),
      functionDecl("major", [memberOverload("semver_major", [s], t.int)]),
      functionDecl("minor", [memberOverload("semver_minor", [s], t.int)]),
      functionDecl("patch", [memberOverload("semver_patch", [s], t.int)]),
    ],
  );
}
