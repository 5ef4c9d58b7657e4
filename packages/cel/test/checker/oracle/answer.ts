/**
 * What crdgen answers for one case of the cel-go v0.26.0 checker oracle (see `SOURCES.md`): an expression
 * compiled in the Kubernetes 1.35 environment with declared variables gives its output type, as cel-go's
 * `cel.FormatCELType(ast.OutputType())` and `ast.OutputType().String()`, or the display of its errors, as
 * `Issues.String()`.
 */
import {
  type CelType,
  type TypeProvider,
  celTypes,
  compileKubernetes,
  formatCheckedType,
  formatErrors,
  formatType,
  kubernetesEnvironment,
  listType,
  mapType,
  nullableType,
  optionalType,
  structType,
  typeParam,
  variableDecl,
} from "../../../src/index.js";

export interface OracleCase {
  readonly expr: string;
  /**
   * Types are written as the oracle reads them: `int`, `list(int)`, `map(string, dyn)`, `wrapper(int)`, a
   * one-letter type parameter, or the name of one of `structs`.
   */
  readonly vars: readonly { readonly name: string; readonly type: string }[];
  /**
   * Object types by name, with their fields' types: the oracle's provider answers for them as apiserver's
   * DeclTypeProvider does for a schema's objects (`FindStructType`, `FindStructFieldType`).
   */
  readonly structs?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The oracle's answer: `type` and `string` for a valid expression, `err` otherwise. */
export interface OracleAnswer {
  readonly type?: string;
  readonly string?: string;
  readonly err?: string;
}

const environment = kubernetesEnvironment();

const namedTypes: Readonly<Record<string, CelType>> = {
  int: celTypes.int,
  uint: celTypes.uint,
  double: celTypes.double,
  string: celTypes.string,
  bytes: celTypes.bytes,
  bool: celTypes.bool,
  null: celTypes.null,
  dyn: celTypes.dyn,
  timestamp: celTypes.timestamp,
  duration: celTypes.duration,
  type: celTypes.type,
};

/** Reads a type spec; the inverse of the generator's `typeSpec`. */
function parseTypeSpec(spec: string, structs: OracleCase["structs"] = {}): CelType {
  let at = 0;
  const read = (): CelType => {
    while (spec[at] === " ") at++;
    const start = at;
    while (at < spec.length && !"(,)".includes(spec[at] ?? "")) at++;
    const name = spec.slice(start, at).trim();
    const params: CelType[] = [];
    if (spec[at] === "(") {
      at++;
      for (;;) {
        params.push(read());
        while (spec[at] === " ") at++;
        const next = spec[at++];
        if (next === ")") break;
        if (next !== ",") throw new Error(`bad type spec ${spec}`);
      }
    }
    const [first, second] = params;
    switch (name) {
      case "list":
        if (first !== undefined) return listType(first);
        break;
      case "map":
        if (first !== undefined && second !== undefined) return mapType(first, second);
        break;
      case "optional_type":
        if (first !== undefined) return optionalType(first);
        break;
      case "wrapper":
        if (first !== undefined) return nullableType(first);
        break;
      default: {
        const named = namedTypes[name];
        if (named !== undefined) return named;
        if (Object.hasOwn(structs, name)) return structType(name);
        if (name.length === 1) return typeParam(name);
      }
    }
    throw new Error(`bad type spec ${spec}`);
  };
  return read();
}

/** The object types of a case, as the oracle's provider knows them. */
function structProvider(structs: NonNullable<OracleCase["structs"]>): TypeProvider {
  const fieldsOf = (name: string) => (Object.hasOwn(structs, name) ? structs[name] : undefined);
  return {
    findStructType: (name) => (fieldsOf(name) === undefined ? undefined : structType(name)),
    findStructFieldType: (name, field) => {
      const fields = fieldsOf(name);
      const spec = fields !== undefined && Object.hasOwn(fields, field) ? fields[field] : undefined;
      return spec === undefined ? undefined : parseTypeSpec(spec, structs);
    },
    findStructFieldNames: (name) => {
      const fields = fieldsOf(name);
      return fields === undefined ? undefined : Object.keys(fields);
    },
  };
}

export function crdgenAnswer(input: OracleCase): OracleAnswer {
  const structs = input.structs ?? {};
  const variables = input.vars.map((v) => variableDecl(v.name, parseTypeSpec(v.type, structs)));
  const result = compileKubernetes(input.expr, environment, {
    variables,
    ...(input.structs === undefined ? {} : { provider: structProvider(structs) }),
  });
  if (result.ast === undefined) return { err: formatErrors(result.source, result.errors) };
  const type = result.ast.types.get(result.ast.expr.id) ?? celTypes.dyn;
  return { type: formatCheckedType(type), string: formatType(type) };
}
