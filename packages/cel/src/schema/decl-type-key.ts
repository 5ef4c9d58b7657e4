/**
 * Structural identity of DeclTypes, so that compiling a rule against a type can be reused for another type with
 * the same shape (each version of a CRD decodes its schema anew, so equal types are different objects). Not a
 * port of Go: the API server compiles every rule of every version.
 */
import type { CelType } from "../common/types.js";
import type { DeclType } from "./decl-type.js";

/**
 * Numbers DeclTypes by shape: two types get the same number exactly when everything compiling and costing a
 * rule reads of them is equal (names, CEL types, sizes, fields with their names, requiredness and types, in
 * order). A field's enum and default are left out: compiling reads neither (values are not ported, see
 * decl-type.ts). Owned by whoever shares compilations (a {@link RuleCompiler}); lives as long as it does.
 *
 * Shapes are found by a numeric hash and then compared part by part with the types already numbered under
 * that hash. Describing each node as a string and looking that up was a tenth of `crdgen check`'s CEL time
 * over the corpus: building and hashing ~23,000 strings, most of them the same as one seen before.
 */
export class DeclTypeKeys {
  // A Map, not a WeakMap: the types live as long as the run that compiles their rules anyway, and over the
  // corpus a WeakMap's lookups and its cost to the garbage collector took half again as long.
  private readonly ids = new Map<DeclType, number>();
  /** The first type numbered with each shape, by hash; the number of a shape is its type's `ids` entry. */
  private readonly byHash = new Map<number, DeclType[]>();
  private count = 0;

  /** The number of `type`'s shape; each node of a type tree is numbered once (children first). */
  key(type: DeclType): number {
    const known = this.ids.get(type);
    if (known !== undefined) return known;
    const hash = this.hash(type);
    let bucket = this.byHash.get(hash);
    if (bucket === undefined) {
      bucket = [];
      this.byHash.set(hash, bucket);
    }
    for (const seen of bucket) {
      if (this.sameShape(type, seen)) {
        const id = this.key(seen);
        this.ids.set(type, id);
        return id;
      }
    }
    const id = this.count++;
    bucket.push(type);
    this.ids.set(type, id);
    return id;
  }

  /** A hash of everything {@link sameShape} compares; children are numbered on the way (by their shapes). */
  private hash(type: DeclType): number {
    let h = mix(hashString(type.name), hashCelType(type.celType));
    h = mix(h, hashBigInt(type.maxElements));
    h = mix(h, hashBigInt(type.minSerializedSize));
    if (type.keyType !== undefined) h = mix(h, 0x6b + this.key(type.keyType));
    if (type.elemType !== undefined) h = mix(h, 0x65 + this.key(type.elemType));
    if (type.fields !== undefined) {
      h = mix(h, 0x66 + type.fields.size);
      for (const field of type.fields.values()) {
        h = mix(h, hashString(field.name));
        h = mix(h, (field.required ? 1 : 2) + this.key(field.type));
      }
    }
    return h;
  }

  // Children were numbered by `hash`, so comparing their numbers compares their whole shapes.
  private sameShape(a: DeclType, b: DeclType): boolean {
    if (a.name !== b.name || a.maxElements !== b.maxElements) return false;
    if (a.minSerializedSize !== b.minSerializedSize || !sameCelType(a.celType, b.celType)) return false;
    if (!this.sameChild(a.keyType, b.keyType) || !this.sameChild(a.elemType, b.elemType)) return false;
    if (a.fields === undefined || b.fields === undefined) return a.fields === b.fields;
    if (a.fields.size !== b.fields.size) return false;
    const others = b.fields.values();
    for (const field of a.fields.values()) {
      const other = others.next();
      if (other.done === true) return false;
      const { name, required, type } = other.value;
      if (field.name !== name || field.required !== required || this.key(field.type) !== this.key(type)) {
        return false;
      }
    }
    return true;
  }

  private sameChild(a: DeclType | undefined, b: DeclType | undefined): boolean {
    if (a === undefined || b === undefined) return a === b;
    return this.key(a) === this.key(b);
  }
}

/** Equal exactly when `formatType` prints them alike (kind, name, wrapper-ness and parameters). */
function sameCelType(a: CelType, b: CelType): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind || a.name !== b.name || a.nullable !== b.nullable) return false;
  if (a.params.length !== b.params.length) return false;
  for (let i = 0; i < a.params.length; i++) {
    const p = a.params[i];
    const q = b.params[i];
    if (p === undefined || q === undefined || !sameCelType(p, q)) return false;
  }
  return true;
}

function hashCelType(type: CelType): number {
  let h = mix(hashString(type.kind), hashString(type.name));
  if (type.nullable === true) h = mix(h, 1);
  for (const param of type.params) h = mix(h, hashCelType(param));
  return h;
}

// FNV-1a over UTF-16 code units; collisions only cost a comparison.
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

function hashBigInt(value: bigint): number {
  // Sizes are int64. Number() of one is a double (exact below 2^53), and `| 0` keeps its low 32 bits; unlike
  // BigInt.asIntN, neither makes a BigInt, and every node of every type a rule sees is hashed.
  return Number(value) | 0;
}

function mix(h: number, value: number): number {
  return Math.imul(h ^ value, 0x01000193) ^ (h >>> 15);
}
