/**
 * The declarations of cel-go's optional types library (`cel/library.go`, `optionalLib.CompileOptions`),
 * by library version: version 0 is the base, 2 adds `last`, `first`, `optional.unwrap` and `unwrapOpt`
 * (version 1 only adds the `optFlatMap` macro, which is the parser's business).
 */
import { celTypes, listType, mapType, opaqueType, optionalType, typeParam } from "../common/types.js";
import { type Library, functionDecl, globalOverload, memberOverload, typeVariable } from "./decls.js";

export function optionalLibrary(version = 2): Library {
  const paramK = typeParam("K");
  const paramV = typeParam("V");
  const optionalV = optionalType(paramV);
  const listV = listType(paramV);
  const mapKV = mapType(paramK, paramV);
  const listOptionalV = listType(optionalV);
  const functions = [
    functionDecl("optional.of", [globalOverload("optional_of", [paramV], optionalV)]),
    functionDecl("optional.ofNonZeroValue", [globalOverload("optional_ofNonZeroValue", [paramV], optionalV)]),
    functionDecl("optional.none", [globalOverload("optional_none", [], optionalV)]),
    functionDecl("value", [memberOverload("optional_value", [optionalV], paramV)]),
    functionDecl("hasValue", [memberOverload("optional_hasValue", [optionalV], celTypes.bool)]),
    functionDecl("or", [memberOverload("optional_or_optional", [optionalV, optionalV], optionalV)]),
    functionDecl("orValue", [memberOverload("optional_orValue_value", [optionalV, paramV], paramV)]),
    // The checker handles `_?._` itself, from the receiver's field type.
    functionDecl("_?._", [
      globalOverload("select_optional_field", [celTypes.dyn, celTypes.string], optionalV),
    ]),
    functionDecl("_[?_]", [
      globalOverload("list_optindex_optional_int", [listV, celTypes.int], optionalV),
      globalOverload("optional_list_optindex_optional_int", [optionalType(listV), celTypes.int], optionalV),
      globalOverload("map_optindex_optional_value", [mapKV, paramK], optionalV),
      globalOverload("optional_map_optindex_optional_value", [optionalType(mapKV), paramK], optionalV),
    ]),
    // Indexing an optional list or map.
    functionDecl("_[_]", [
      globalOverload("optional_list_index_int", [optionalType(listV), celTypes.int], optionalV),
      globalOverload("optional_map_index_value", [optionalType(mapKV), paramK], optionalV),
    ]),
  ];
  if (version >= 2) {
    functions.push(
      functionDecl("last", [memberOverload("list_last", [listV], optionalV)]),
      functionDecl("first", [memberOverload("list_first", [listV], optionalV)]),
      functionDecl("optional.unwrap", [globalOverload("optional_unwrap", [listOptionalV], listV)]),
      functionDecl("unwrapOpt", [memberOverload("optional_unwrapOpt", [listOptionalV], listV)]),
    );
  }
  // cel-go's `Types(types.OptionalType)`: the type identifier `optional_type`.
  return { variables: [typeVariable(optionalType(celTypes.dyn))], functions };
}

/**
 * The optional library as cel-go v0.26.0 declares it (Kubernetes 1.34 to 1.36): the same functions, and the
 * identifier `optional_type` of type `type(optional_type)`, v0.26.0's `OptionalType` having no parameter
 * (common/types/optional.go:28; later releases declare `optional_type(dyn)`).
 */
export function optionalLibraryV026(library: Library): Library {
  return {
    variables: library.variables.map((v) =>
      v.name === "optional_type" ? typeVariable(opaqueType("optional_type")) : v,
    ),
    functions: library.functions,
  };
}
