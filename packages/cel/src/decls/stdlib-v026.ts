/**
 * The standard library of cel-go v0.26.0, which Kubernetes 1.34 to 1.36 are built with: the same as
 * {@link standardLibrary} (cel-go 14f6746a) but for `duration(int)`, declared there (`int_to_duration`, between
 * `duration_to_duration` and `string_to_duration`) and deleted by cel-go #1300 (339269b4). Its binding
 * converts with `Int.ConvertToType(DurationType)`, which has no case for durations: a rule calling it
 * compiles and then fails (at planning when the argument is a constant).
 */
import { InternalError } from "@crdgen/core";
import { celTypes as t } from "../common/types.js";
import { type Library, functionDecl, globalOverload } from "./decls.js";
import { standardLibrary } from "./stdlib.js";

export const standardLibraryV026: Library = {
  variables: standardLibrary.variables,
  functions: standardLibrary.functions.map((fn) => {
    if (fn.name !== "duration") return fn;
    const [first, ...rest] = fn.overloads;
    if (first?.id !== "duration_to_duration") throw new InternalError("duration's first overload moved");
    return functionDecl("duration", [first, globalOverload("int_to_duration", [t.int], t.duration), ...rest]);
  }),
};
