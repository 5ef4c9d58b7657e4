/** cel-go `ext/sets.go` (`ext.Sets()`): `sets.contains`, `sets.equivalent`, `sets.intersects`. */
import { celTypes as t, listType, typeParam } from "../../common/types.js";
import { type Library, functionDecl, globalOverload } from "../decls.js";

export function setsLibrary(): Library {
  const list = listType(typeParam("T"));
  return {
    variables: [],
    functions: [
      functionDecl("sets.contains", [globalOverload("list_sets_contains_list", [list, list], t.bool)]),
      functionDecl("sets.equivalent", [globalOverload("list_sets_equivalent_list", [list, list], t.bool)]),
      functionDecl("sets.intersects", [globalOverload("list_sets_intersects_list", [list, list], t.bool)]),
    ],
  };
}
