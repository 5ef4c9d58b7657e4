/**
 * cel-go `ext/lists.go` (`ext.Lists(ext.ListsVersion(v))`): `slice`; version 1 adds `flatten`; version 2
 * adds `sort`, `@sortByAssociatedKeys` (behind the `sortBy` macro, which the parser expands), `lists.range`,
 * `reverse` and `distinct`. Version 3 adds cost estimates only. The templated overload ids use the type's
 * `TypeName()`, so duration and timestamp give `list_google.protobuf.Duration_sort`.
 */
import { type CelType, celTypes as t, listType, typeParam } from "../../common/types.js";
import { type FunctionDecl, type Library, functionDecl, globalOverload, memberOverload } from "../decls.js";

/**
 * `comparableTypes` of ext/lists.go, in the Go slice's order. Their `TypeName()`s are embedded in the templated
 * overload ids, which the cost estimator, the runtime costs and the runtime overloads key on.
 */
const comparableTypes: readonly CelType[] = [
  t.int,
  t.uint,
  t.double,
  t.bool,
  t.duration,
  t.timestamp,
  t.string,
  t.bytes,
];

/** The `TypeName()`s of {@link comparableTypes}: `list_google.protobuf.Duration_sort`. */
export const comparableTypeNames: readonly string[] = comparableTypes.map((type) => type.name);

export function listsExtLibrary(version = Number.MAX_SAFE_INTEGER): Library {
  const list = listType(typeParam("T"));
  const listDyn = listType(t.dyn);
  const functions: FunctionDecl[] = [
    functionDecl("slice", [memberOverload("list_slice", [list, t.int, t.int], list)]),
  ];
  if (version >= 1) {
    functions.push(
      functionDecl("flatten", [
        memberOverload("list_flatten", [listType(list)], list),
        memberOverload("list_flatten_int", [listDyn, t.int], listDyn),
      ]),
    );
  }
  if (version >= 2) {
    functions.push(
      functionDecl(
        "sort",
        comparableTypes.map((type) =>
          memberOverload(`list_${type.name}_sort`, [listType(type)], listType(type)),
        ),
      ),
      functionDecl(
        "@sortByAssociatedKeys",
        comparableTypes.map((type) =>
          memberOverload(`list_${type.name}_sortByAssociatedKeys`, [list, listType(type)], list),
        ),
      ),
      functionDecl("lists.range", [globalOverload("lists_range", [t.int], listType(t.int))]),
      functionDecl("reverse", [memberOverload("list_reverse", [list], list)]),
      functionDecl("distinct", [memberOverload("list_distinct", [list], list)]),
    );
  }
  return { variables: [], functions };
}
