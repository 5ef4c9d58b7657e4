/**
 * When a rule compiled for one type can be reused for another: a RuleCompiler's test. Not a port of Go: the
 * API server compiles every rule it meets.
 */
import { detachedString } from "@crdgen/core";
import type { CelType } from "../common/types.js";
import type { DeclType } from "../schema/decl-type.js";

/**
 * What a compilation against a DeclType can have read of it: the parts {@link agreesOnReadParts} compares, and
 * nothing else. A RuleCompiler keeps this, not the DeclType, for the whole job: a DeclType's fields not yet
 * made hold the schema's properties (to make them when read), and its fields hold the schema's enum and
 * default; the strings in them may be slices of a manifest's whole text. Keeping those kept every manifest
 * of a `crdgen check` run alive (two thirds of the heap left at its end).
 */
export interface ReadShape {
  readonly name: string;
  readonly celType: CelType;
  readonly hasFields: boolean;
  readonly maxElements: bigint;
  readonly minSerializedSize: bigint;
  readonly keyType: ReadShape | undefined;
  readonly elemType: ReadShape | undefined;
  /** The fields in their order, when they had been made; undefined when not (then nothing read them). */
  readonly fields: readonly ReadField[] | undefined;
  /**
   * The type itself when it is a scalar, which holds nothing of a schema: most fields' types are one of a few
   * shared scalar types, and one of them agrees with its own shape at once.
   */
  readonly scalar: DeclType | undefined;
}

interface ReadField {
  readonly name: string;
  readonly required: boolean;
  readonly type: ReadShape;
}

/**
 * The parts of `type` made so far, in strings of their own. Taken after a compilation, it holds what the
 * compilation read and what others had read before, which can only make {@link agreesOnReadParts} stricter.
 * `scalars` holds the shapes made of scalar types (no fields, keys or elements): most fields of a schema are
 * one of a few shared scalar types, which hold nothing of the schema, so their shapes are made once per owner.
 */
export function readShapeOf(type: DeclType, scalars: Map<DeclType, ReadShape>): ReadShape {
  const scalar = !type.hasFields && type.keyType === undefined && type.elemType === undefined;
  if (scalar) {
    const known = scalars.get(type);
    if (known !== undefined) return known;
  }
  const fields = type.hasFields && type.fieldsMade() ? type.fields : undefined;
  // A scalar's names are the CEL type names (`string`, `int` …), never a schema's.
  const name = scalar ? type.name : detachedString(type.name);
  const shape: ReadShape = {
    name,
    celType: scalar ? type.celType : detachedCelType(type.celType, type.name, name),
    hasFields: type.hasFields,
    maxElements: type.maxElements,
    minSerializedSize: type.minSerializedSize,
    keyType: type.keyType === undefined ? undefined : readShapeOf(type.keyType, scalars),
    elemType: type.elemType === undefined ? undefined : readShapeOf(type.elemType, scalars),
    fields:
      fields === undefined
        ? undefined
        : Array.from(fields.values(), (field) => ({
            name: detachedString(field.name),
            required: field.required,
            type: readShapeOf(field.type, scalars),
          })),
    scalar: scalar ? type : undefined,
  };
  if (scalar) scalars.set(type, shape);
  return shape;
}

const noParams: readonly CelType[] = Object.freeze([]);

/**
 * A copy of `type` whose names are strings of their own (a struct's name spells a path of property names).
 * `name` is such a copy of `original`, the DeclType's name, which an object's struct type repeats.
 */
function detachedCelType(type: CelType, original?: string, name?: string): CelType {
  return {
    kind: type.kind,
    name: name !== undefined && type.name === original ? name : detachedString(type.name),
    params: type.params.length === 0 ? noParams : type.params.map((param) => detachedCelType(param)),
    ...(type.nullable === true ? { nullable: true } : {}),
  };
}

/**
 * Whether `other` agrees with `read` on every part of `read` that has been read: names, CEL types and sizes of
 * the nodes reachable through the fields made so far, and those fields (names, order, requiredness, types).
 * An object's fields are made when first read (schemaDeclType's lazy fields), so a compilation against `read`
 * cannot have looked at anything this does not compare; a compilation is a function of what it reads, so it is
 * `other`'s compilation too. Comparing what a rule read, rather than numbering whole type trees by shape,
 * spares making and walking the parts of a large schema (a pod template under a root rule) that no rule looks
 * at. A field's enum and default are not compared: compiling reads neither (values are not ported, see
 * decl-type.ts).
 */
export function agreesOnReadParts(read: ReadShape, other: DeclType): boolean {
  if (read.scalar === other) return true;
  if (read.name !== other.name || read.hasFields !== other.hasFields) return false;
  if (read.maxElements !== other.maxElements || read.minSerializedSize !== other.minSerializedSize) {
    return false;
  }
  if (!sameCelType(read.celType, other.celType)) return false;
  if (!agreesOnChild(read.keyType, other.keyType) || !agreesOnChild(read.elemType, other.elemType)) {
    return false;
  }
  const fields = read.fields;
  if (fields === undefined) return true;
  const otherFields = other.fields;
  if (otherFields === undefined || fields.length !== otherFields.size) return false;
  const others = otherFields.values();
  for (const field of fields) {
    const next = others.next();
    if (next.done === true) return false;
    const { name, required, type } = next.value;
    if (field.name !== name || field.required !== required || !agreesOnReadParts(field.type, type)) {
      return false;
    }
  }
  return true;
}

function agreesOnChild(read: ReadShape | undefined, other: DeclType | undefined): boolean {
  if (read === undefined || other === undefined) return read === other;
  return agreesOnReadParts(read, other);
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
