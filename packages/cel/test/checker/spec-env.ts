/**
 * Environments for the cel-spec checking tests: the checker's `typeEnv` declarations (cel-go's checked.proto
 * `Decl` as JSON) converted to declarations, plus cel-go `checker_test.go`'s "default" environment.
 */
import {
  type CelType,
  CheckerEnv,
  type FunctionDecl,
  type VariableDecl,
  celTypes,
  functionDecl,
  globalOverload,
  listType,
  mapType,
  memberOverload,
  nullableType,
  opaqueType,
  optionalLibrary,
  standardLibrary,
  typeParam,
  typeType,
  variableDecl,
} from "../../src/index.js";
import { messageType, protoProvider } from "./proto-provider.js";
import { getTestRegistry } from "@bufbuild/cel-spec/testdata/registry.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- the spec's JSON declarations are untyped */
type JsonType = Record<string, any>;

const primitives: Readonly<Record<string, CelType>> = {
  BOOL: celTypes.bool,
  INT64: celTypes.int,
  UINT64: celTypes.uint,
  DOUBLE: celTypes.double,
  STRING: celTypes.string,
  BYTES: celTypes.bytes,
};

const registry = getTestRegistry();

export function jsonType(t: JsonType): CelType {
  if ("primitive" in t) return primitives[t.primitive as string] ?? celTypes.error;
  if ("wrapper" in t) return nullableType(primitives[t.wrapper as string] ?? celTypes.error);
  if ("wellKnown" in t) {
    return (
      { ANY: celTypes.any, TIMESTAMP: celTypes.timestamp, DURATION: celTypes.duration }[
        t.wellKnown as string
      ] ?? celTypes.error
    );
  }
  if ("listType" in t) return listType(jsonType(t.listType.elemType as JsonType));
  if ("mapType" in t)
    return mapType(jsonType(t.mapType.keyType as JsonType), jsonType(t.mapType.valueType as JsonType));
  if ("messageType" in t) {
    const name = t.messageType as string;
    const message = registry.getMessage(
      name.replace(/^google\.expr\.(proto[23])\.test\./, "cel.expr.conformance.$1."),
    );
    return message === undefined ? opaqueType(name) : messageType(message, name);
  }
  if ("typeParam" in t) return typeParam(t.typeParam as string);
  if ("abstractType" in t) {
    const params = (t.abstractType.parameterTypes ?? []) as JsonType[];
    return opaqueType(t.abstractType.name as string, ...params.map(jsonType));
  }
  if ("dyn" in t) return celTypes.dyn;
  if ("null" in t) return celTypes.null;
  if ("type" in t) return typeType(jsonType(t.type as JsonType));
  return celTypes.error;
}

export function jsonDecl(decl: JsonType): VariableDecl | FunctionDecl {
  const name = decl.name as string;
  if ("ident" in decl) return variableDecl(name, jsonType(decl.ident.type as JsonType));
  const overloads = (decl.function.overloads as JsonType[]).map((o) => {
    const args = ((o.params ?? []) as JsonType[]).map(jsonType);
    const result = jsonType(o.resultType as JsonType);
    return o.isInstanceFunction === true
      ? memberOverload(o.overloadId as string, args, result)
      : globalOverload(o.overloadId as string, args, result);
  });
  return functionDecl(name, overloads);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** cel-go checker_test.go `testEnvs["default"]`. */
function defaultDecls(env: CheckerEnv): void {
  env.addFunctions(
    functionDecl("fg_s", [globalOverload("fg_s_0", [], celTypes.string)]),
    functionDecl("fi_s_s", [memberOverload("fi_s_s_0", [celTypes.string], celTypes.string)]),
  );
  env.addVariables(
    variableDecl("is", celTypes.string),
    variableDecl("ii", celTypes.int),
    variableDecl("iu", celTypes.uint),
    variableDecl("iz", celTypes.bool),
    variableDecl("ib", celTypes.bytes),
    variableDecl("id", celTypes.double),
    variableDecl("ix", celTypes.null),
  );
}

/** The environment of cel-go's TestCheck: standard library, cross-type comparisons, the test protos. */
export function specEnv(container: string, typeEnv: readonly JsonType[], withDefaults: boolean): CheckerEnv {
  const env = new CheckerEnv({ container, provider: protoProvider, crossTypeNumericComparisons: true })
    .addLibrary(standardLibrary)
    .addLibrary(optionalLibrary());
  if (withDefaults) defaultDecls(env);
  for (const decl of typeEnv.map(jsonDecl)) {
    if ("overloads" in decl) env.addFunctions(decl);
    else env.addVariables(decl);
  }
  return env;
}
