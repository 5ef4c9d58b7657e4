/**
 * cel-go `ext/strings.go` (`ext.Strings(ext.StringsVersion(v))`), the declarations of `CompileOptions` by
 * version: 0 is the base set plus `join`; 1 adds `format` and `strings.quote`; 3 adds `reverse`. (Versions
 * 2, 4 and 5 change runtime behaviour and costs only.) Kubernetes uses version 0 before 1.29 and 2 since.
 */
import { celTypes as t, listType } from "../../common/types.js";
import { type FunctionDecl, type Library, functionDecl, globalOverload, memberOverload } from "../decls.js";

export function stringsLibrary(version = Number.MAX_SAFE_INTEGER): Library {
  const listString = listType(t.string);
  const functions: FunctionDecl[] = [
    functionDecl("charAt", [memberOverload("string_char_at_int", [t.string, t.int], t.string)]),
    functionDecl("indexOf", [
      memberOverload("string_index_of_string", [t.string, t.string], t.int),
      memberOverload("string_index_of_string_int", [t.string, t.string, t.int], t.int),
    ]),
    functionDecl("lastIndexOf", [
      memberOverload("string_last_index_of_string", [t.string, t.string], t.int),
      memberOverload("string_last_index_of_string_int", [t.string, t.string, t.int], t.int),
    ]),
    functionDecl("lowerAscii", [memberOverload("string_lower_ascii", [t.string], t.string)]),
    functionDecl("replace", [
      memberOverload("string_replace_string_string", [t.string, t.string, t.string], t.string),
      memberOverload("string_replace_string_string_int", [t.string, t.string, t.string, t.int], t.string),
    ]),
    functionDecl("split", [
      memberOverload("string_split_string", [t.string, t.string], listString),
      memberOverload("string_split_string_int", [t.string, t.string, t.int], listString),
    ]),
    functionDecl("substring", [
      memberOverload("string_substring_int", [t.string, t.int], t.string),
      memberOverload("string_substring_int_int", [t.string, t.int, t.int], t.string),
    ]),
    functionDecl("trim", [memberOverload("string_trim", [t.string], t.string)]),
    functionDecl("upperAscii", [memberOverload("string_upper_ascii", [t.string], t.string)]),
  ];
  if (version >= 1) {
    functions.push(
      functionDecl("format", [memberOverload("string_format", [t.string, listType(t.dyn)], t.string)]),
      functionDecl("strings.quote", [globalOverload("strings_quote", [t.string], t.string)]),
    );
  }
  // Both branches of the Go `if lib.version >= 2` declare the same signatures.
  functions.push(
    functionDecl("join", [
      memberOverload("list_join", [listString], t.string),
      memberOverload("list_join_string", [listString, t.string], t.string),
    ]),
  );
  if (version >= 3) {
    functions.push(functionDecl("reverse", [memberOverload("string_reverse", [t.string], t.string)]));
  }
  return { variables: [], functions };
}
