// Transcribed from apiserver pkg/cel/types_test.go and apiextensions pkg/apiserver/schema/cel/model/types_test.go
// (see test/SOURCES.md); the value parts (DefaultValue, DynValue, EnvOptions) are not ported.
import { describe, expect, it } from "vitest";
import {
  DeclTypeProvider,
  celTypes,
  formatType,
  intDeclType,
  newDeclField,
  newListType,
  newMapType,
  newObjectType,
  schemaDeclType,
  stringDeclType,
} from "../../src/index.js";
import { testSchema } from "./fixtures.js";

describe("TestTypes_ListType", () => {
  it("is a list of string", () => {
    const list = newListType(stringDeclType, -1n);
    expect(list.isList()).toBe(true);
    expect(list.typeName()).toBe("list");
    expect(list.elemType?.typeName()).toBe("string");
    expect(formatType(list.celType)).toBe("list(string)");
  });
});

describe("TestTypes_MapType", () => {
  it("is a map of string to int", () => {
    const mp = newMapType(stringDeclType, intDeclType, -1n);
    expect(mp.isMap()).toBe(true);
    expect(mp.typeName()).toBe("map");
    expect(mp.keyType?.typeName()).toBe("string");
    expect(mp.elemType?.typeName()).toBe("int");
    expect(formatType(mp.celType)).toBe("map(string, int)");
  });
});

describe("TestDeclTypeProvider_FindStructType", () => {
  it("finds a registered object type", () => {
    const obj = newObjectType("foo", new Map([["bar", newDeclField("bar", stringDeclType, true)]]));
    const provider = new DeclTypeProvider([obj]);
    // Go answers type(foo), of TypeKind; our TypeProvider answers the struct type itself.
    const found = provider.findStructType("foo");
    expect(found?.kind).toBe("struct");
    expect(found?.name).toBe("foo");
  });
});

describe("TestTypes_RuleTypesFieldMapping", () => {
  const root = schemaDeclType(testSchema(), true)?.maybeAssignTypeName("CustomObject");
  const rt = new DeclTypeProvider(root === undefined ? [] : [root]);

  it("resolves object fields, map types by path and map keys", () => {
    const nested = rt.findStructFieldType("CustomObject", "nested");
    expect(nested?.kind).toBe("struct");
    expect(nested?.name).toBe("CustomObject.nested");
    expect(rt.findStructFieldType("CustomObject.nested", "subname")).toBe(celTypes.string);
    expect(rt.findStructFieldType("CustomObject.nested", "flags")?.kind).toBe("map");
    expect(rt.findStructFieldType("CustomObject.nested.flags", "my_flag")?.kind).toBe("bool");
  });
});

describe("DeclTypeProvider (types.go FindStructFieldType, findScalar)", () => {
  const root = newObjectType(
    "Obj",
    new Map([
      ["__namespace__", newDeclField("__namespace__", stringDeclType, false)],
      ["list", newDeclField("list", newListType(intDeclType, 3n), false)],
    ]),
  );

  it("reaches an escaped keyword field by the keyword only when asked to", () => {
    expect(new DeclTypeProvider([root]).findStructFieldType("Obj", "namespace")).toBeUndefined();
    const recognizing = new DeclTypeProvider([root], { recognizeKeywordAsFieldName: true });
    expect(recognizing.findStructFieldType("Obj", "namespace")).toBe(celTypes.string);
    expect(recognizing.findStructFieldType("Obj", "__namespace__")).toBe(celTypes.string);
  });

  it("registers lists by path, knows the scalars and never lists field names", () => {
    const provider = new DeclTypeProvider([root]);
    expect(provider.typeNames().sort()).toEqual(["Obj", "Obj.list"]);
    expect(provider.findDeclType("Obj.list")?.maxElements).toBe(3n);
    expect(provider.findStructType("int")).toBe(celTypes.int);
    expect(provider.findStructFieldType("int", "x")).toBeUndefined();
    expect(provider.findStructType("Other")).toBeUndefined();
    expect(provider.findStructFieldNames()).toBeUndefined();
  });

  it("asks the base provider about other names", () => {
    const base = new DeclTypeProvider([newObjectType("Base", new Map())]);
    const provider = new DeclTypeProvider([root], { base });
    expect(provider.findStructType("Base")?.name).toBe("Base");
    expect(provider.findStructFieldType("Base", "x")).toBeUndefined();
  });
});

describe("MaybeAssignTypeName (types.go)", () => {
  it("names objects under lists and maps by @idx and @elem and keeps the sizes", () => {
    const inner = newObjectType("object", new Map([["a", newDeclField("a", intDeclType, true)]]), 9n);
    const list = newListType(inner, 7n);
    const map = newMapType(stringDeclType, inner, 5n);
    const root = newObjectType(
      "object",
      new Map([
        ["l", newDeclField("l", list, false)],
        ["m", newDeclField("m", map, true, ["x"], { a: 1 })],
      ]),
    );
    const named = root.maybeAssignTypeName("R");
    expect(named.typeName()).toBe("R");
    const l = named.findField("l")?.type;
    expect(l?.elemType?.typeName()).toBe("R.l.@idx");
    expect(l?.maxElements).toBe(7n);
    const m = named.findField("m");
    expect(formatType(m?.type.celType ?? celTypes.error)).toBe("map(string, R.m.@elem)");
    expect(m?.type.maxElements).toBe(5n);
    expect(m?.required).toBe(true);
    expect(m?.enumValues).toEqual(["x"]);
    expect(m?.type.elemType?.minSerializedSize).toBe(9n);
  });

  it("returns the same type when nothing is renamed", () => {
    const scalarList = newListType(intDeclType, 1n);
    expect(scalarList.maybeAssignTypeName("X")).toBe(scalarList);
    const named = newObjectType("Named", new Map([["a", newDeclField("a", intDeclType, false)]]));
    expect(named.maybeAssignTypeName("Other")).toBe(named);
  });
});
