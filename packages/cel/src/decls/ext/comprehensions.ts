/**
 * cel-go `ext/comprehensions.go` (`ext.TwoVarComprehensions()`): besides the two-variable macros (`all`,
 * `exists`, `existsOne`, `exists_one`, `transformList`, `transformMap`, `transformMapEntry`, which the
 * parser expands), the library declares `cel.@mapInsert`, the function those macros' steps call.
 */
import { mapType, typeParam } from "../../common/types.js";
import { type Library, functionDecl, globalOverload } from "../decls.js";

export function twoVarComprehensionsLibrary(): Library {
  const k = typeParam("K");
  const v = typeParam("V");
  const mapKV = mapType(k, v);
  return {
    variables: [],
    functions: [
      functionDecl("cel.@mapInsert", [
        globalOverload("@mapInsert_map_key_value", [mapKV, k, v], mapKV),
        globalOverload("@mapInsert_map_map", [mapKV, mapKV], mapKV),
      ]),
    ],
  };
}
