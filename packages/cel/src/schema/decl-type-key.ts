/**
 * Structural identity of DeclTypes, so that compiling a rule against a type can be reused for another type with
 * the same shape (each version of a CRD decodes its schema anew, so equal types are different objects). Not a
 * port of Go: the API server compiles every rule of every version.
 */
import { formatType } from "../common/types.js";
import type { DeclType } from "./decl-type.js";

/**
 * Numbers DeclTypes by shape: two types get the same number exactly when everything compiling and costing a
 * rule reads of them is equal (names, CEL types, sizes, fields with their names, requiredness and types, in
 * order). A field's enum and default are left out: compiling reads neither (values are not ported, see
 * decl-type.ts). Owned by whoever shares compilations (a {@link RuleCompiler}); lives as long as it does.
 */
export class DeclTypeKeys {
  private readonly ids = new WeakMap<DeclType, number>();
  private readonly byShape = new Map<string, number>();

  /** The number of `type`'s shape; each node of a type tree is described once (children by their numbers). */
  key(type: DeclType): number {
    const known = this.ids.get(type);
    if (known !== undefined) return known;
    const shape = this.shape(type);
    let id = this.byShape.get(shape);
    if (id === undefined) {
      id = this.byShape.size;
      this.byShape.set(shape, id);
    }
    this.ids.set(type, id);
    return id;
  }

  // One line per part; names are JSON strings, so no name can run into the next part.
  private shape(type: DeclType): string {
    let shape = `${JSON.stringify(type.name)}\n${type.celType.kind}\n${JSON.stringify(formatType(type.celType))}\n${type.maxElements}\n${type.minSerializedSize}`;
    if (type.keyType !== undefined) shape += `\nk${this.key(type.keyType)}`;
    if (type.elemType !== undefined) shape += `\ne${this.key(type.elemType)}`;
    if (type.fields === undefined) return shape;
    shape += "\nfields";
    for (const field of type.fields.values()) {
      shape += `\n${JSON.stringify(field.name)}${field.required ? "!" : "?"}${this.key(field.type)}`;
    }
    return shape;
  }
}
