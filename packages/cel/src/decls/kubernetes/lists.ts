/**
 * apiserver `pkg/cel/library/lists.go` (`library.Lists(library.ListsVersion(v))`): `isSorted`, `sum`, `max`,
 * `min`, `indexOf`, `lastIndexOf`; version 1 adds `includes`. The overload ids are built from the type names
 * of `comparableTypes` / `summableTypes` (`list_duration_sum_duration`), as the Go templates do.
 */
import { type CelType, celTypes as t, listType, typeParam } from "../../common/types.js";
import { functionDecl, memberOverload } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";

const paramA = typeParam("A");

/** `summableTypes`, in the Go slice's order. */
const summableTypes: readonly (readonly [string, CelType])[] = [
  ["int", t.int],
  ["uint", t.uint],
  ["double", t.double],
  ["duration", t.duration],
];

/** `comparableTypes`, in the Go slice's order. */
const comparableTypes: readonly (readonly [string, CelType])[] = [
  ["int", t.int],
  ["uint", t.uint],
  ["double", t.double],
  ["bool", t.bool],
  ["duration", t.duration],
  ["timestamp", t.timestamp],
  ["string", t.string],
  ["bytes", t.bytes],
];

/** `ListsVersion`: 0 before Kubernetes 1.37, 1 adds `includes`. */
export function kubernetesListsLibrary(version = Number.MAX_SAFE_INTEGER): KubernetesLibrary {
  const functions = [
    functionDecl(
      "isSorted",
      comparableTypes.map(([name, type]) =>
        memberOverload(`list_${name}_is_sorted_bool`, [listType(type)], t.bool),
      ),
    ),
    functionDecl(
      "sum",
      summableTypes.map(([name, type]) => memberOverload(`list_${name}_sum_${name}`, [listType(type)], type)),
    ),
    functionDecl(
      "max",
      comparableTypes.map(([name, type]) =>
        memberOverload(`list_${name}_max_${name}`, [listType(type)], type),
      ),
    ),
    functionDecl(
      "min",
      comparableTypes.map(([name, type]) =>
        memberOverload(`list_${name}_min_${name}`, [listType(type)], type),
      ),
    ),
    functionDecl("indexOf", [memberOverload("list_a_index_of_int", [listType(paramA), paramA], t.int)]),
    functionDecl("lastIndexOf", [
      memberOverload("list_a_last_index_of_int", [listType(paramA), paramA], t.int),
    ]),
  ];
  if (version >= 1) {
    functions.push(
      functionDecl("includes", [memberOverload("list_includes_dyn_dyn", [t.dyn, t.dyn], t.bool)]),
    );
  }
  return kubernetesLibrary("kubernetes.lists", [], [], functions);
}
