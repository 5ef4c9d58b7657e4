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

const scalars: readonly Scalar[] = [
  "string",
  "string",
  "string",
  "bool",
  "int32",
  "int64",
  "intOrString",
  "time",
  "quantity",
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
  constructor(
    private readonly c: Choose,
    private readonly prefix: string,
  ) {}

  private fresh(stem: string): string {
    this.counter += 1;
    return `${stem}${this.counter}`;
  }

  typeRef(depth: number): TypeRef {
    const c = this.c;
    const roll = c.int(0, 99);
    if (depth <= 0 || roll < 45) return { kind: "scalar", scalar: c.pick(scalars) };
    if (roll < 58) return this.namedType();
    if (roll < 75) return { kind: "list", elem: this.typeRef(depth - 1) };
    if (roll < 85) return { kind: "map", value: this.typeRef(depth - 1) };
    return { kind: "struct", name: this.struct(depth - 1, false) };
  }

  private namedType(): TypeRef {
    const c = this.c;
    const name = `${this.prefix}${c.pick(["Name", "Level", "Code", "Phase", "Tags"])}${this.fresh("T")}`;
    const base: Scalar = c.pick(["string", "string", "int32", "int64", "bool"]);
    const target: TypeRef = c.bool(20)
      ? { kind: "list", elem: { kind: "scalar", scalar: base } }
      : { kind: "scalar", scalar: base };
    this.named.push({ name, target, doc: docLines(c), markers: typeMarkers(c, target, []) });
    return { kind: "named", name };
  }

  /** Declares a struct and returns its name; a list-map element gets a required string key first. */
  struct(depth: number, listMapElement: boolean): string {
    const c = this.c;
    const name = `${this.prefix}${c.pick(["Item", "Config", "Part", "Rule", "Entry"])}${this.fresh("S")}`;
    const fields: Field[] = [];
    if (listMapElement) {
      fields.push({
        json: this.fresh("key"),
        type: { kind: "scalar", scalar: "string" },
        omitempty: false,
        doc: [],
        markers: [],
      });
    }
    for (let i = c.int(listMapElement ? 0 : 1, 4); i > 0; i--) fields.push(this.field(depth));
    const embeds = depth > 0 && c.bool(15) ? [this.struct(0, false)] : [];
    const decl = { name, doc: docLines(c), markers: [] as string[], fields, embeds };
    this.structs.push(decl);
    decl.markers = typeMarkers(c, { kind: "struct", name }, fields);
    return name;
  }

  field(depth: number): Field {
    const c = this.c;
    let type = this.typeRef(depth);
    let listMapKey: string | undefined;
    if (type.kind === "list" && type.elem.kind === "scalar" && c.bool(25)) {
      const elemName = this.struct(Math.max(0, depth - 1), true);
      type = { kind: "list", elem: { kind: "struct", name: elemName } };
      listMapKey = this.structs.find((s) => s.name === elemName)?.fields[0]?.json;
    }
    const omitempty = c.bool(60);
    const structFields =
      type.kind === "struct" ? this.structs.find((s) => s.name === type.name)?.fields : undefined;
    return {
      json: this.fresh(c.pick(fieldStems)),
      type,
      omitempty,
      doc: docLines(c),
      markers: fieldMarkers(c, type, this.resolve(type), { listMapKey, structFields: structFields ?? [] }),
    };
  }

  /** A named type stands for its target when choosing markers (markers on a field apply to what it holds). */
  resolve(t: TypeRef): TypeRef {
    if (t.kind !== "named") return t;
    return this.named.find((n) => n.name === t.name)?.target ?? t;
  }
}

function version(
  c: Choose,
  name: string,
  kinds: readonly string[],
  storage: boolean,
  multi: boolean,
): VersionDecl {
  const b = new VersionBuilder(c, "");
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
      }),
      spec,
      ...(status === undefined ? {} : { status }),
    };
  });
  const packageMarkers = c.bool(15)
    ? [c.pick(["+kubebuilder:validation:Optional", "+kubebuilder:validation:Required"])]
    : [];
  return { name, packageMarkers, kinds: kindDecls, structs: b.structs, named: b.named };
}

/** One API: a group, one to three versions, one or two kinds shared by every version. */
export const apiDescription: fc.Arbitrary<ApiDescription> = fc.gen().map((g) => {
  const c = chooser(g);
  const group = `${c.pick(["apps", "data", "net", "x"])}${c.int(0, 9)}.example.com`;
  const kinds = c.bool(80) ? [c.pick(["Widget", "Gadget", "Policy", "Status"])] : ["Widget", "Gizmo"];
  const names = c.pick([["v1"], ["v1"], ["v1alpha1"], ["v1", "v1beta1"], ["v2", "v1", "v1alpha1"]]);
  const storageIndex = names.length > 1 && c.bool(95) ? c.int(0, names.length - 1) : -1;
  const shared = kindMarkers(c);
  const versions = names.map((n, i) => {
    const v = version(c, n, kinds, i === storageIndex, names.length > 1);
    return { ...v, kinds: v.kinds.map((k) => ({ ...k, markers: [...shared, ...k.markers] })) };
  });
  return { group, versions };
});
