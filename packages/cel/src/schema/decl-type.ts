/**
 * The CEL type of an OpenAPI schema node with what cost estimation needs to know about it: a port of apiserver
 * `pkg/cel/types.go` (DeclType, DeclField, NewListType, NewMapType, NewObjectType, MaybeAssignTypeName,
 * FieldTypeMap). Values (DefaultValue, traits) are not ported: only the types are.
 */
import { type CelType, celTypes, listType, mapType, structType } from "../common/types.js";
import {
  jsonDateSize,
  maxInt64,
  minBoolSize,
  minDurationSizeJSON,
  minNumberSize,
  minStringSize,
} from "./limits.js";

/** A field of an object type; `name` is the escaped CEL identifier. */
export interface DeclField {
  readonly name: string;
  readonly type: DeclType;
  readonly required: boolean;
  /** The schema's `enum`, as written (Go's `enumValues`), or undefined when the schema has none. */
  readonly enumValues: readonly unknown[] | undefined;
  /** The schema's `default` (Go's `defaultValue`), or undefined when none. */
  readonly defaultValue: unknown;
}

export interface DeclTypeParts {
  readonly name: string;
  readonly celType: CelType;
  readonly fields?: ReadonlyMap<string, DeclField>;
  /** Makes `fields` when they are first read, in place of `fields` (see {@link pathNamedType}). */
  readonly lazyFields?: () => ReadonlyMap<string, DeclField>;
  readonly keyType?: DeclType;
  readonly elemType?: DeclType;
  /** Go's int64 `MaxElements`: the most items, properties or bytes a value can have. */
  readonly maxElements?: bigint;
  /** Go's int64 `MinSerializedSize`: the fewest bytes the value can take in JSON. */
  readonly minSerializedSize: bigint;
  /** Set when no object of this tree has a name of its own (see {@link DeclType.hasNamedObject}). */
  readonly withoutNamedObjects?: boolean;
}

export class DeclType {
  readonly name: string;
  readonly celType: CelType;
  readonly keyType: DeclType | undefined;
  readonly elemType: DeclType | undefined;
  readonly maxElements: bigint;
  readonly minSerializedSize: bigint;
  /** Whether the type has fields (is an object type), made yet or not. */
  readonly hasFields: boolean;
  private fieldsValue: ReadonlyMap<string, DeclField> | undefined;
  private lazyFields: (() => ReadonlyMap<string, DeclField>) | undefined;
  private namedObjectInside: boolean | undefined;

  constructor(parts: DeclTypeParts) {
    this.name = parts.name;
    this.celType = parts.celType;
    this.fieldsValue = parts.fields;
    this.lazyFields = parts.fields === undefined ? parts.lazyFields : undefined;
    this.hasFields = parts.fields !== undefined || parts.lazyFields !== undefined;
    this.keyType = parts.keyType;
    this.elemType = parts.elemType;
    this.maxElements = parts.maxElements ?? 0n;
    this.minSerializedSize = parts.minSerializedSize;
    if (parts.withoutNamedObjects === true) this.namedObjectInside = false;
  }

  /** Escaped CEL field names to fields; only object types have them. */
  get fields(): ReadonlyMap<string, DeclField> | undefined {
    if (this.lazyFields !== undefined) {
      this.fieldsValue = this.lazyFields();
      this.lazyFields = undefined;
    }
    return this.fieldsValue;
  }

  /** Whether the fields have been made (read, or given when the type was made). */
  fieldsMade(): boolean {
    return this.lazyFields === undefined;
  }

  /** `IsList`: an element type, no key type, no fields. */
  isList(): boolean {
    return this.keyType === undefined && this.elemType !== undefined && !this.hasFields;
  }

  /** `IsMap`: key and element types, no fields. */
  isMap(): boolean {
    return this.keyType !== undefined && this.elemType !== undefined && !this.hasFields;
  }

  /** `IsObject`: fields, no key or element type. */
  isObject(): boolean {
    return this.keyType === undefined && this.elemType === undefined && this.hasFields;
  }

  /**
   * Whether an object type of this tree (this one, a field's, an element's) has a name of its own, not
   * `object`; MaybeAssignTypeName keeps such names, so only a tree without them is named by paths alone (see
   * {@link pathNamedType}). Found once per type: every scope of a rule below asks again.
   */
  hasNamedObject(): boolean {
    if (this.namedObjectInside === undefined) {
      let found = this.isObject() && this.name !== "object";
      if (!found && this.elemType !== undefined) found = this.elemType.hasNamedObject();
      if (!found && this.isObject()) {
        for (const field of this.fields?.values() ?? []) {
          if (field.type.hasNamedObject()) {
            found = true;
            break;
          }
        }
      }
      this.namedObjectInside = found;
    }
    return this.namedObjectInside;
  }

  /** `TypeName` (and `String`): `list`, `map`, `object` or the assigned object name, or the scalar's name. */
  typeName(): string {
    return this.name;
  }

  findField(name: string): DeclField | undefined {
    return this.fields?.get(name);
  }

  /**
   * `MaybeAssignTypeName`: names an unnamed (`object`) object type and, below it, every object type by its path
   * (`name.field`, `name.@elem` for map values, `name.@idx` for list items). An object that already has a name
   * keeps it and names its fields from it. Returns this same DeclType when nothing was renamed.
   */
  maybeAssignTypeName(name: string): DeclType {
    if (this.isObject()) {
      let objUpdated = false;
      let assigned = name;
      if (this.name !== "object") assigned = this.name;
      else objUpdated = true;
      const fields = new Map<string, DeclField>();
      for (const [fieldName, field] of this.fields ?? []) {
        // A scalar field is never renamed: skip building its name (most fields of a schema are scalars).
        const updated = isScalar(field.type)
          ? field.type
          : field.type.maybeAssignTypeName(`${assigned}.${fieldName}`);
        if (updated === field.type) {
          fields.set(fieldName, field);
          continue;
        }
        objUpdated = true;
        fields.set(fieldName, { ...field, name: fieldName, type: updated });
      }
      if (!objUpdated) return this;
      return new DeclType({
        name: assigned,
        celType: structType(assigned),
        fields,
        maxElements: 0n, // Go's MaybeAssignTypeName does not copy MaxElements; objects have none
        minSerializedSize: this.minSerializedSize,
      });
    }
    if (this.isMap() && this.keyType !== undefined && this.elemType !== undefined) {
      const updated = this.elemType.maybeAssignTypeName(`${name}.@elem`);
      return updated === this.elemType ? this : newMapType(this.keyType, updated, this.maxElements);
    }
    if (this.isList() && this.elemType !== undefined) {
      const updated = this.elemType.maybeAssignTypeName(`${name}.@idx`);
      return updated === this.elemType ? this : newListType(updated, this.maxElements);
    }
    return this;
  }
}

/** Neither an object, a map nor a list: what MaybeAssignTypeName and buildDeclTypes leave alone. */
function isScalar(type: DeclType): boolean {
  return !type.hasFields && type.elemType === undefined && type.keyType === undefined;
}

/**
 * `type.maybeAssignTypeName(name)` for a type without named objects (`!type.hasNamedObject()`), made as it
 * is read: an object's fields, with their types named, are made when first read. A rule reads a few fields of
 * the type it sees; naming the whole tree up front was a tenth of the CEL time of `crdgen check` over the
 * corpus. Every object here is `object`, which MaybeAssignTypeName names by its path, so the types are those
 * it makes: an object is always renamed, a list or map when its elements are, a scalar never.
 */
export function pathNamedType(type: DeclType, name: string): DeclType {
  if (type.isObject()) {
    return new DeclType({
      name,
      celType: structType(name),
      lazyFields: () => pathNamedFields(type, name),
      maxElements: 0n, // Go's MaybeAssignTypeName does not copy MaxElements; objects have none
      minSerializedSize: type.minSerializedSize,
    });
  }
  if (type.isMap() && type.keyType !== undefined && type.elemType !== undefined) {
    const updated = pathNamedType(type.elemType, `${name}.@elem`);
    return updated === type.elemType ? type : newMapType(type.keyType, updated, type.maxElements);
  }
  if (type.isList() && type.elemType !== undefined) {
    const updated = pathNamedType(type.elemType, `${name}.@idx`);
    return updated === type.elemType ? type : newListType(updated, type.maxElements);
  }
  return type;
}

function pathNamedFields(type: DeclType, name: string): ReadonlyMap<string, DeclField> {
  const fields = new Map<string, DeclField>();
  for (const [fieldName, field] of type.fields ?? []) {
    const updated = isScalar(field.type) ? field.type : pathNamedType(field.type, `${name}.${fieldName}`);
    fields.set(fieldName, updated === field.type ? field : { ...field, name: fieldName, type: updated });
  }
  return fields;
}

/**
 * The type `fieldTypeMap(root.typeName(), root)` registers under `name`, for a type from
 * `pathNamedType(type, scopeName)`, found by walking the path the name spells rather than by registering every
 * nested type. buildDeclTypes registers an object under its name, which spells its path from `scopeName`, and a
 * map or a list under its path from the root's type name (`list`, `map`, or `scopeName` for an object root).
 * Property names are escaped identifiers (no `.` or `@`), so a name spells one path only.
 */
export function findPathNamedType(root: DeclType, scopeName: string, name: string): DeclType | undefined {
  const object = walkPath(root, scopeName, name);
  if (object?.isObject() === true) return object;
  const container = walkPath(root, root.typeName(), name);
  return container?.isList() === true || container?.isMap() === true ? container : undefined;
}

/** The type at the path `name` spells from `root`, which is named `rootName`. */
function walkPath(root: DeclType, rootName: string, name: string): DeclType | undefined {
  if (name === rootName) return root;
  if (!name.startsWith(`${rootName}.`)) return undefined;
  let node: DeclType | undefined = root;
  for (const step of name.slice(rootName.length + 1).split(".")) {
    if (node.isObject()) node = node.fields?.get(step)?.type;
    else if (node.isMap()) node = step === "@elem" ? node.elemType : undefined;
    else if (node.isList()) node = step === "@idx" ? node.elemType : undefined;
    else node = undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** `NewListType`: `[]` is the smallest JSON list, so the minimum size is 2. */
export function newListType(elem: DeclType, maxItems: bigint): DeclType {
  return new DeclType({
    name: "list",
    celType: listType(elem.celType),
    elemType: elem,
    maxElements: maxItems,
    minSerializedSize: 2n,
  });
}

/** `NewMapType`: `{}` is the smallest JSON map, so the minimum size is 2. */
export function newMapType(key: DeclType, elem: DeclType, maxProperties: bigint): DeclType {
  return new DeclType({
    name: "map",
    celType: mapType(key.celType, elem.celType),
    keyType: key,
    elemType: elem,
    maxElements: maxProperties,
    minSerializedSize: 2n,
  });
}

/**
 * `NewObjectType`, with the minimum size the caller would set afterwards in Go (`{}` unless required fields
 * make it larger).
 */
export function newObjectType(
  name: string,
  fields: ReadonlyMap<string, DeclField>,
  minSerializedSize: bigint = 2n,
): DeclType {
  return new DeclType({ name, celType: structType(name), fields, minSerializedSize });
}

/** `NewSimpleTypeWithMinSize`, with the MaxElements Go assigns right after. */
export function newSimpleType(
  name: string,
  celType: CelType,
  minSerializedSize: bigint,
  maxElements: bigint = 0n,
): DeclType {
  return new DeclType({ name, celType, minSerializedSize, maxElements });
}

export function newDeclField(
  name: string,
  type: DeclType,
  required: boolean,
  enumValues?: readonly unknown[],
  defaultValue?: unknown,
): DeclField {
  return { name, type, required, enumValues, defaultValue };
}

/** The predeclared DeclTypes of types.go (`AnyType`, `BoolType`, ...), by their Go names. */
export const anyDeclType = newSimpleType("any", celTypes.any, 1n);
export const boolDeclType = newSimpleType("bool", celTypes.bool, minBoolSize);
export const bytesDeclType = newSimpleType("bytes", celTypes.bytes, minStringSize);
export const doubleDeclType = newSimpleType("double", celTypes.double, minNumberSize);
export const durationDeclType = newSimpleType("duration", celTypes.duration, minDurationSizeJSON);
export const dateDeclType = newSimpleType("date", celTypes.timestamp, jsonDateSize);
export const dynDeclType = newSimpleType("dyn", celTypes.dyn, 1n);
export const intDeclType = newSimpleType("int", celTypes.int, minNumberSize);
export const nullDeclType = newSimpleType("null_type", celTypes.null, 4n);
export const stringDeclType = newSimpleType("string", celTypes.string, minStringSize);
export const timestampDeclType = newSimpleType("timestamp", celTypes.timestamp, jsonDateSize);
export const uintDeclType = newSimpleType("uint", celTypes.uint, 1n);
export const listDeclType = newListType(anyDeclType, maxInt64);
export const mapDeclType = newMapType(anyDeclType, anyDeclType, maxInt64);

/**
 * `FieldTypeMap`: the object, map and list types nested in `type`, by the path names MaybeAssignTypeName gives
 * them (a named object under its own name).
 */
export function fieldTypeMap(path: string, type: DeclType): Map<string, DeclType> {
  const start = type.isObject() && type.typeName() !== "object" ? type.typeName() : path;
  const types = new Map<string, DeclType>();
  buildDeclTypes(start, type, types);
  return types;
}

/** `buildDeclTypes`. */
function buildDeclTypes(path: string, type: DeclType, types: Map<string, DeclType>): void {
  if (type.isObject()) {
    types.set(type.typeName(), type);
    for (const [name, field] of type.fields ?? []) {
      // A scalar registers nothing: skip building its path.
      if (!isScalar(field.type)) buildDeclTypes(`${path}.${name}`, field.type, types);
    }
  }
  if (type.isMap() && type.elemType !== undefined) {
    buildDeclTypes(`${path}.@elem`, type.elemType, types);
    types.set(path, type);
  }
  if (type.isList() && type.elemType !== undefined) {
    buildDeclTypes(`${path}.@idx`, type.elemType, types);
    types.set(path, type);
  }
}
