import fc from "fast-check";
import type {
  ApiDescription,
  Field,
  KindDecl,
  NamedDecl,
  Scalar,
  StructDecl,
  TypeRef,
  VersionDecl,
} from "./api-model.js";
import { docLines, fieldMarkers, kindMarkers, typeMarkers, versionMarkers } from "./marker-pool.js";

/** The random choices the builder makes, over fast-check's `gen`. */
export interface Choose {
  int(min: number, max: number): number;
  bool(percent?: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** Unbiased integers: fast-check's bias towards small values would make every "rare" choice common. */
const uniform = (range: { min: number; max: number }) => fc.noBias(fc.integer(range));

function chooser(g: fc.GeneratorValue): Choose {
  const int = (min: number, max: number): number => g(uniform, { min, max });
  return {
    int,
    bool: (percent = 50) => int(0, 99) < percent,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
  };
}

/** What a generated API may hold beyond the first round's space. */
export interface ApiOptions {
  /** `float64` fields: controller-gen then runs with `crd:allowDangerousTypes=true`. */
  readonly floats: boolean;
}

const baseScalars: readonly Scalar[] = [
  "string",
  "string",
  "string",
  "bool",
  "int32",
  "int64",
  "intOrString",
  "time",
  "quantity",
  "bytes",
  "duration",
  "rawExtension",
];
const fieldStems = [
  "name",
  "count",
  "enabled",
  "mode",
  "size",
  "image",
  "limit",
  "policy",
  "weight",
  "target",
  "tags",
  "ref",
];

/** The declarations of one version package, built depth-first. */
class VersionBuilder {
  readonly structs: StructDecl[] = [];
  readonly named: NamedDecl[] = [];
  private counter = 0;
  private readonly scalars: readonly Scalar[];
  constructor(
    private readonly c: Choose,
    private readonly prefix: string,
    options: ApiOptions,
  ) {
    this.scalars = options.floats ? [...baseScalars, "float64", "float64"] : baseScalars;
  }

  private fresh(stem: string): string {
    this.counter += 1;
    return `${stem}${this.counter}`;
  }

  typeRef(depth: number): TypeRef {
    const c = this.c;
    const roll = c.int(0, 99);
    if (depth <= 0 || roll < 45) return { kind: "scalar", scalar: c.pick(this.scalars) };
    if (roll < 58) return this.namedType();
    if (roll < 75) return { kind: "list", elem: this.typeRef(depth - 1) };
    if (roll < 85) return { kind: "map", value: this.typeRef(depth - 1) };
    return { kind: "struct", name: this.struct(depth - 1, false) };
  }

  private namedType(): TypeRef {
    const c = this.c;
    const name = `${this.prefix}${c.pick(["Name", "Level", "Code", "Phase", "Tags"])}${this.fresh("T")}`;
    if (c.bool(20)) return this.enumType(name);
    const base: Scalar = c.bool(15)
      ? c.pick(["intOrString", "intOrString", "quantity", "time"])
      : c.pick(["string", "string", "int32", "int64", "bool"]);
    const target: TypeRef =
      c.bool(20) && base !== "intOrString"
        ? { kind: "list", elem: { kind: "scalar", scalar: base } }
        : { kind: "scalar", scalar: base };
    this.named.push({ name, target, doc: docLines(c), markers: typeMarkers(c, target, []) });
    return { kind: "named", name };
  }

  /** A string type with constants: `+k8s:enum` (or no marker) in Go, a string `enum` (or `string`) in TypeScript. */
  private enumType(name: string): TypeRef {
    const c = this.c;
    const values = c.pick([["a", "b"], ["Always", "Never", "IfNotPresent"], ["zeta", "alpha", "Mid"], ["x"]]);
    const marked = c.bool(80);
    const markers = marked ? ["+k8s:enum"] : [];
    this.named.push({
      name,
      target: { kind: "scalar", scalar: "string" },
      doc: docLines(c),
      markers,
      enumValues: values,
    });
    return { kind: "named", name };
  }

  /**
   * Declares a struct and returns its name; a list-map element gets `keys` required keys first (strings, and an
   * int32 for the second), named in `listMapKeys`.
   */
  struct(depth: number, listMapElement: boolean, keys = 1): string {
    const c = this.c;
    const name = `${this.prefix}${c.pick(["Item", "Config", "Part", "Rule", "Entry"])}${this.fresh("S")}`;
    const fields: Field[] = [];
    if (listMapElement) {
      for (let k = 0; k < keys; k++) {
        fields.push({
          json: this.fresh("key"),
          type: { kind: "scalar", scalar: k === 1 ? "int32" : "string" },
          omitempty: false,
          doc: [],
          markers: [],
        });
      }
    }
    for (let i = c.int(listMapElement ? 0 : 1, 4); i > 0; i--) fields.push(this.field(depth));
    const embeds = depth > 0 && c.bool(15) ? [this.struct(0, false)] : [];
    const hidden: Field[] = c.bool(10)
      ? [
          {
            json: "-",
            type: { kind: "scalar", scalar: c.pick(["string", "int32"]) },
            omitempty: false,
            doc: [],
            markers: [],
          },
        ]
      : [];
    const decl = {
      name,
      doc: docLines(c),
      markers: [] as string[],
      fields,
      embeds,
      embedTag: c.pick([",inline", ",inline", ",omitempty", ""]),
      hidden,
    };
    this.structs.push(decl);
    decl.markers = typeMarkers(c, { kind: "struct", name }, fields);
    return name;
  }

  field(depth: number): Field {
    const c = this.c;
    let type = this.typeRef(depth);
    let listMapKeys: string[] = [];
    if (type.kind === "list" && type.elem.kind === "scalar" && c.bool(25)) {
      const keys = c.pick([1, 1, 2, 3]);
      const elemName = this.struct(Math.max(0, depth - 1), true, keys);
      type = { kind: "list", elem: { kind: "struct", name: elemName } };
      const elemFields = this.structs.find((s) => s.name === elemName)?.fields ?? [];
      listMapKeys = elemFields.slice(0, keys).map((f) => f.json);
    }
    const omitempty = c.bool(60);
    const structFields =
      type.kind === "struct" ? this.structs.find((s) => s.name === type.name)?.fields : undefined;
    const pointable =
      type.kind === "struct" ||
      type.kind === "named" ||
      (type.kind === "scalar" && type.scalar !== "rawExtension");
    const pointer = pointable && c.bool(25);
    const nullUnion = pointer && c.bool(30);
    const embedded = type.kind === "struct" && c.bool(10);
    const doc = docLines(c);
    const markers = fieldMarkers(c, type, this.resolve(type), {
      listMapKeys,
      structFields: structFields ?? [],
      enumValues: this.enumValues(type),
    });
    return {
      json: this.fresh(c.pick(fieldStems)),
      type,
      omitempty,
      ...(omitempty && c.bool(20) ? { omitzero: true } : {}),
      ...(pointer ? { pointer: true } : {}),
      // not on an enum: crdgen's nullable enum keeps its values in allOf, by design (../../../README.md)
      ...(nullUnion && !this.isEnum(type, markers) ? { nullUnion: true } : {}),
      ...(embedded ? { embedded: true } : {}),
      doc,
      markers,
    };
  }

  /** Whether the field's own schema has an `enum`: an Enum marker on it or its named type, or a `+k8s:enum` type. */
  private isEnum(t: TypeRef, markers: readonly string[]): boolean {
    const enumMarker = (m: string): boolean => m.startsWith("+kubebuilder:validation:Enum=");
    if (markers.some(enumMarker)) return true;
    const named = t.kind === "named" ? this.named.find((n) => n.name === t.name) : undefined;
    return named !== undefined && (named.markers.some(enumMarker) || named.markers.includes("+k8s:enum"));
  }

  private enumValues(t: TypeRef): readonly string[] | undefined {
    return t.kind === "named" ? this.named.find((n) => n.name === t.name)?.enumValues : undefined;
  }

  /** A named type stands for its target when choosing markers (markers on a field apply to what it holds). */
  resolve(t: TypeRef): TypeRef {
    if (t.kind !== "named") return t;
    return this.named.find((n) => n.name === t.name)?.target ?? t;
  }
}

function version(
  c: Choose,
  options: ApiOptions,
  name: string,
  kinds: readonly string[],
  storage: boolean,
  multi: boolean,
): VersionDecl {
  const b = new VersionBuilder(c, "", options);
  const kindDecls: KindDecl[] = kinds.map((kind) => {
    const spec = b.struct(2, false);
    const status = c.bool(50) ? b.struct(1, false) : undefined;
    const specDecl = b.structs.find((s) => s.name === spec);
    return {
      name: kind,
      doc: docLines(c),
      markers: versionMarkers(c, {
        storage,
        multi,
        hasStatus: status !== undefined,
        specFields: specDecl?.fields ?? [],
        fieldsOf: (struct) => b.structs.find((s) => s.name === struct)?.fields ?? [],
      }),
      spec,
      ...(status === undefined ? {} : { status }),
      ...(c.bool(15) ? { bare: (["metadata", "spec", "status"] as const).filter(() => c.bool(50)) } : {}),
    };
  });
  const packageMarkers = c.bool(15)
    ? [c.pick(["+kubebuilder:validation:Optional", "+kubebuilder:validation:Required"])]
    : [];
  return { name, packageMarkers, kinds: kindDecls, structs: b.structs, named: b.named };
}

/** One API: a group, one to three versions, one or two kinds shared by every version. */
export const apiDescription = (options: ApiOptions): fc.Arbitrary<ApiDescription> =>
  fc.gen().map((g) => {
    const c = chooser(g);
    const group = `${c.pick(["apps", "data", "net", "x"])}${c.int(0, 9)}.example.com`;
    const kinds = c.bool(80) ? [c.pick(["Widget", "Gadget", "Policy", "Status"])] : ["Widget", "Gizmo"];
    const names = c.pick([["v1"], ["v1"], ["v1alpha1"], ["v1", "v1beta1"], ["v2", "v1", "v1alpha1"]]);
    const storageIndex = names.length > 1 && c.bool(95) ? c.int(0, names.length - 1) : -1;
    const shared = kindMarkers(c);
    const versions = names.map((n, i) => {
      const v = version(c, options, n, kinds, i === storageIndex, names.length > 1);
      return { ...v, kinds: v.kinds.map((k) => ({ ...k, markers: [...shared, ...k.markers] })) };
    });
    return { group, versions };
  });
