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
  structType,
  typeParam,
  typeType,
  variableDecl,
} from "../../src/index.js";
import { messageType, protoProvider } from "./proto-provider.js";
import { getTestRegistry } from "@bufbuild/cel-spec/testdata/registry.js";

/** cel-go's checked.proto `Type` as the spec's JSON writes it. */
interface JsonType {
  readonly primitive?: string;
  readonly wrapper?: string;
  readonly wellKnown?: string;
  readonly listType?: { readonly elemType: JsonType };
  readonly mapType?: { readonly keyType: JsonType; readonly valueType: JsonType };
  readonly messageType?: string;
  readonly typeParam?: string;
  readonly abstractType?: { readonly name: string; readonly parameterTypes?: readonly JsonType[] };
  readonly dyn?: unknown;
  readonly null?: unknown;
  readonly type?: JsonType;
}

interface JsonOverload {
  readonly overloadId: string;
  readonly params?: readonly JsonType[];
  readonly resultType: JsonType;
  readonly isInstanceFunction?: boolean;
}

/** cel-go's checked.proto `Decl`. */
export interface JsonDecl {
  readonly name: string;
  readonly ident?: { readonly type: JsonType };
  readonly function?: { readonly overloads: readonly JsonOverload[] };
}

const primitives: Readonly<Record<string, CelType>> = {
  BOOL: celTypes.bool,
  INT64: celTypes.int,
  UINT64: celTypes.uint,
  DOUBLE: celTypes.double,
  STRING: celTypes.string,
  BYTES: celTypes.bytes,
};

const wellKnownTypes: Readonly<Record<string, CelType>> = {
  ANY: celTypes.any,
  TIMESTAMP: celTypes.timestamp,
  DURATION: celTypes.duration,
};

const registry = getTestRegistry();

function jsonType(t: JsonType): CelType {
  if (t.primitive !== undefined) return primitives[t.primitive] ?? celTypes.error;
  if (t.wrapper !== undefined) return nullableType(primitives[t.wrapper] ?? celTypes.error);
  if (t.wellKnown !== undefined) return wellKnownTypes[t.wellKnown] ?? celTypes.error;
  if (t.listType !== undefined) return listType(jsonType(t.listType.elemType));
  if (t.mapType !== undefined) return mapType(jsonType(t.mapType.keyType), jsonType(t.mapType.valueType));
  if (t.messageType !== undefined) {
    const name = t.messageType;
    const message = registry.getMessage(
      name.replace(/^google\.expr\.(proto[23])\.test\./, "cel.expr.conformance.$1."),
    );
    return message === undefined ? structType(name) : messageType(message, name);
  }
  if (t.typeParam !== undefined) return typeParam(t.typeParam);
  if (t.abstractType !== undefined) {
    return opaqueType(t.abstractType.name, ...(t.abstractType.parameterTypes ?? []).map(jsonType));
  }
  if (t.dyn !== undefined) return celTypes.dyn;
  if (t.null !== undefined) return celTypes.null;
  if (t.type !== undefined) return typeType(jsonType(t.type));
  return celTypes.error;
}

function jsonDecl(decl: JsonDecl): VariableDecl | FunctionDecl {
  if (decl.ident !== undefined) return variableDecl(decl.name, jsonType(decl.ident.type));
  const overloads = (decl.function?.overloads ?? []).map((o) => {
    const args = (o.params ?? []).map(jsonType);
    const result = jsonType(o.resultType);
    return o.isInstanceFunction === true
      ? memberOverload(o.overloadId, args, result)
      : globalOverload(o.overloadId, args, result);
  });
  return functionDecl(decl.name, overloads);
}

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
export function specEnv(
  container: string,
  typeEnv: readonly JsonDecl[],
  withDefaults: boolean,
  crossTypeNumericComparisons = true,
): CheckerEnv {
  const env = new CheckerEnv({ container, provider: protoProvider, crossTypeNumericComparisons })
    .addLibrary(standardLibrary)
    .addLibrary(optionalLibrary());
  if (withDefaults) defaultDecls(env);
  for (const decl of typeEnv.map(jsonDecl)) {
    if ("overloads" in decl) env.addFunctions(decl);
    else env.addVariables(decl);
  }
  return env;
}
