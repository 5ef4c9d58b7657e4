/**
 * When a rule compiled for one type can be reused for another: a RuleCompiler's test. Not a port of Go: the
 * API server compiles every rule it meets.
 */
import type { CelType } from "../common/types.js";
import type { DeclType } from "../schema/decl-type.js";

/**
 * Whether `other` agrees with `read` on every part of `read` that has been read: names, CEL types and sizes of
 * the nodes reachable through the fields made so far, and those fields (names, order, requiredness, types).
 * An object's fields are made when first read (schemaDeclType's lazy fields), so a compilation against `read`
 * cannot have looked at anything this does not compare; a compilation is a function of what it reads, so it is
 * `other`'s compilation too. Fields made later by others only make the test stricter. Comparing what a rule
 * read, rather than numbering whole type trees by shape, spares making and walking the parts of a large schema
 * (a pod template under a root rule) that no rule looks at. A field's enum and default are not compared:
 * compiling reads neither (values are not ported, see decl-type.ts).
 */
export function agreesOnReadParts(read: DeclType, other: DeclType): boolean {
  if (read === other) return true;
  if (read.name !== other.name || read.hasFields !== other.hasFields) return false;
  if (read.maxElements !== other.maxElements || read.minSerializedSize !== other.minSerializedSize) {
    return false;
  }
  if (!sameCelType(read.celType, other.celType)) return false;
  if (!agreesOnChild(read.keyType, other.keyType) || !agreesOnChild(read.elemType, other.elemType)) {
    return false;
  }
  if (!read.hasFields || !read.fieldsMade()) return true;
  const fields = read.fields;
  const otherFields = other.fields;
  if (fields === undefined || otherFields === undefined) return fields === otherFields;
  if (fields.size !== otherFields.size) return false;
  const others = otherFields.values();
  for (const field of fields.values()) {
    const next = others.next();
    if (next.done === true) return false;
    const { name, required, type } = next.value;
    if (field.name !== name || field.required !== required || !agreesOnReadParts(field.type, type)) {
      return false;
    }
  }
  return true;
}

function agreesOnChild(read: DeclType | undefined, other: DeclType | undefined): boolean {
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
