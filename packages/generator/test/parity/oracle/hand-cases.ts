import type { ApiDescription, Field, NamedDecl, StructDecl, TypeRef } from "./api-model.js";

const S = (scalar: string): TypeRef => ({ kind: "scalar", scalar }) as TypeRef;
const L = (elem: TypeRef): TypeRef => ({ kind: "list", elem });
const M = (value: TypeRef): TypeRef => ({ kind: "map", value });
const N = (name: string): TypeRef => ({ kind: "named", name });
const St = (name: string): TypeRef => ({ kind: "struct", name });
const f = (type: TypeRef, markers: string[], extra: Partial<Field> = {}): Field => ({
  json: "x",
  type,
  omitempty: true,
  doc: [],
  markers,
  ...extra,
});

/** One hand case: the spec's fields and what else the package declares. */
export interface HandCase {
  fields: Field[];
  named?: NamedDecl[];
  structs?: StructDecl[];
  specMarkers?: string[];
  kindMarkers?: string[];
  packageMarkers?: string[];
  status?: boolean;
  floats?: boolean;
}

/** The API of a hand case: one kind `Widget` in `x.example.com/v1`, its spec `Spec`. */
export function handApi(h: HandCase): ApiDescription {
  const spec: StructDecl = {
    name: "Spec",
    doc: [],
    markers: h.specMarkers ?? [],
    fields: h.fields,
    embeds: [],
  };
  return {
    group: "x.example.com",
    versions: [
      {
        name: "v1",
        packageMarkers: h.packageMarkers ?? [],
        kinds: [
          {
            name: "Widget",
            doc: [],
            markers: h.kindMarkers ?? [],
            spec: "Spec",
            ...(h.status === true ? { status: "Status" } : {}),
          },
        ],
        structs: [
          spec,
          ...(h.status === true
            ? [
                struct("Status", [
                  f(S("int32"), [], { json: "replicas" }),
                  f(S("string"), [], { json: "selector" }),
                ]),
              ]
            : []),
          ...(h.structs ?? []),
        ],
        named: h.named ?? [],
      },
    ],
  };
}

const named = (name: string, target: TypeRef, markers: string[]): NamedDecl => ({
  name,
  target,
  doc: [],
  markers,
});
const struct = (name: string, fields: Field[], markers: string[] = []): StructDecl => ({
  name,
  doc: [],
  markers,
  fields,
  embeds: [],
});

/**
 * Marker combinations the random pairs do not make (controller-tools pkg/crd/markers/*.go at 434758187ddd read
 * for what each marker does), written in session 22, each rendered as Go and TypeScript like a random pair.
 */
export const handCases: Readonly<Record<string, HandCase>> = {
  minNegZero: { fields: [f(S("int32"), ["+kubebuilder:validation:Minimum=-0"])] },
  maxBig: { fields: [f(S("int64"), ["+kubebuilder:validation:Maximum=1e21"])] },
  maxBig2: { fields: [f(S("int64"), ["+kubebuilder:validation:Maximum=9007199254740993"])] },
  defBigInt: { fields: [f(S("int64"), ["+kubebuilder:default=9007199254740993"])] },
  defBigInt2: { fields: [f(S("int64"), ["+default=9007199254740993"])] },
  defFloatOnInt: { fields: [f(S("int64"), ["+kubebuilder:default=1.0"])] },
  defExpOnInt: { fields: [f(S("int64"), ["+kubebuilder:default=1e3"])] },
  defNegZero: { fields: [f(S("int64"), ["+kubebuilder:default=-0"])] },
  defJsonNegZero: { fields: [f(S("int64"), ["+default=-0"])] },
  defJsonFloat: { fields: [f(S("int64"), ["+default=2.0"])] },
  defHex: { fields: [f(S("int64"), ["+kubebuilder:default=0x10"])] },
  maxLenHex: { fields: [f(S("string"), ["+kubebuilder:validation:MaxLength=0x10"])] },
  defRef: { fields: [f(S("string"), ["+default=ref(Foo)"])] },
  defStrEsc: { fields: [f(S("string"), ['+kubebuilder:default="a\\tb\\u00e9"'])] },
  defStrRaw: { fields: [f(S("string"), ["+kubebuilder:default=`a\\tb`"])] },
  enumMixed: { fields: [f(S("string"), ['+kubebuilder:validation:Enum=1;"a";true'])] },
  enumEsc: { fields: [f(S("string"), ['+kubebuilder:validation:Enum="a\\"b";c'])] },
  enumFloatInt: { fields: [f(S("int32"), ["+kubebuilder:validation:Enum=1.0;2"])] },
  patternComma: { fields: [f(S("string"), ["+kubebuilder:validation:Pattern=^a,b$"])] },
  patternSpace: { fields: [f(S("string"), ["+kubebuilder:validation:Pattern=^a b$"])] },
  titleInt: { fields: [f(S("string"), ["+kubebuilder:title=3"])] },
  titleList: { fields: [f(S("string"), ["+kubebuilder:title={a,b}"])] },
  defNestedList: { fields: [f(L(L(S("int32"))), ["+kubebuilder:default={{1,2},{3}}"])] },
  defNestedObj: { fields: [f(M(M(S("int32"))), ["+kubebuilder:default={a: {b: 1}}"])] },
  defEmptyMapOnList: { fields: [f(L(M(S("string"))), ["+kubebuilder:default={}"])] },
  itemsXVal: {
    fields: [f(L(S("int32")), ['+kubebuilder:validation:items:XValidation:rule="self > 0"'])],
  },
  itemsEnumInt: { fields: [f(L(S("int32")), ["+kubebuilder:validation:items:Enum=1;2"])] },
  itemsMinItemsNested: { fields: [f(L(L(S("string"))), ["+kubebuilder:validation:items:MinItems=1"])] },
  itemsTypeNested: { fields: [f(L(L(S("string"))), ["+kubebuilder:validation:items:MaxItems=2"])] },
  itemsOnMap: { fields: [f(M(S("string")), ["+kubebuilder:validation:items:MaxLength=2"])] },
  itemsNullable: { fields: [f(L(S("string")), ["+kubebuilder:validation:items:Format=email"])] },
  itemsDefault: {
    fields: [
      f(L(S("string")), ["+kubebuilder:validation:items:Pattern=^a$", "+kubebuilder:validation:MaxItems=3"]),
    ],
  },
  maxLenBytes: { fields: [f(S("bytes"), ["+kubebuilder:validation:MaxLength=8"])] },
  xembedType: {
    fields: [f(St("Emb"), [])],
    structs: [struct("Emb", [f(S("string"), [])], ["+kubebuilder:validation:XEmbeddedResource"])],
  },
  embeddedResourceStruct: {
    fields: [f(St("Emb"), ["+kubebuilder:validation:EmbeddedResource"])],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  typeNullOnNamed: { fields: [f(N("Nm"), ["+nullable"])], named: [named("Nm", S("string"), ["+nullable"])] },
  multipleOfZero: { fields: [f(S("int32"), ["+kubebuilder:validation:MultipleOf=0"])] },
  minLenNeg: { fields: [f(S("string"), ["+kubebuilder:validation:MinLength=-1"])] },
  sameRuleTwice: {
    fields: [
      f(S("int32"), [
        '+kubebuilder:validation:XValidation:rule="self > 0"',
        '+kubebuilder:validation:XValidation:rule="self > 0"',
      ]),
    ],
  },
  defaultTwo: { fields: [f(S("int32"), ["+kubebuilder:default=1", "+kubebuilder:default=2"])] },
  defaultBoth: { fields: [f(S("int32"), ["+default=1", "+kubebuilder:default=2"])] },
  defaultNullJson: { fields: [f(S("int32"), ["+default=null"])] },
  exampleType: {
    fields: [f(N("Nm"), [])],
    named: [named("Nm", S("string"), ['+kubebuilder:example="e"'])],
  },
  mapTypeOnStruct: {
    fields: [f(St("Emb"), ["+mapType=atomic"])],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  structTypeOnMap: { fields: [f(M(S("string")), ["+structType=atomic"])] },
  listTypeOnMap: { fields: [f(M(S("string")), ["+listType=set"])] },
  listTypeMapOnScalars: { fields: [f(L(S("string")), ["+listType=map"])] },
  listMapKeyNoType: {
    fields: [f(L(St("Emb")), ["+listMapKey=x"])],
    structs: [struct("Emb", [f(S("string"), [], { omitempty: false })])],
  },
  exclMinNoMin: {
    fields: [f(S("float64"), ["+kubebuilder:validation:ExclusiveMinimum=true"])],
    floats: true,
  },
  floatMinInt: {
    fields: [f(S("float64"), ["+kubebuilder:validation:Minimum=1", "+kubebuilder:default=3"])],
    floats: true,
  },
  floatDefInt: { fields: [f(S("float64"), ["+default=3"])], floats: true },
  floatDefExp: { fields: [f(S("float64"), ["+kubebuilder:default=1e-7"])], floats: true },
  floatDefBig: { fields: [f(S("float64"), ["+kubebuilder:default=1e21"])], floats: true },
  floatDefBigJ: { fields: [f(S("float64"), ["+default=1e21"])], floats: true },
  floatEnumExp: { fields: [f(S("float64"), ["+kubebuilder:validation:Enum=1e-7;2.50"])], floats: true },
  floatMaxSmall: { fields: [f(S("float64"), ["+kubebuilder:validation:Maximum=0.000001"])], floats: true },
  floatMaxSmall2: { fields: [f(S("float64"), ["+kubebuilder:validation:Maximum=1e-7"])], floats: true },
  floatMultOf: { fields: [f(S("float64"), ["+kubebuilder:validation:MultipleOf=0.1"])], floats: true },
  intMaxDot: { fields: [f(S("int32"), ["+kubebuilder:validation:Maximum=10."])] },
  intEnumStrings: { fields: [f(S("int32"), ["+kubebuilder:validation:Enum=a;b"])] },
  examplePlainStr: { fields: [f(S("string"), ["+kubebuilder:example=hello world"])] },
  defaultPlainStr: { fields: [f(S("string"), ["+kubebuilder:default=hello world"])] },
  defaultPlainStrComma: { fields: [f(S("string"), ["+kubebuilder:default=a,b"])] },
  defaultBoolStr: { fields: [f(S("string"), ["+kubebuilder:default=true"])] },
  defaultIntStr: { fields: [f(S("string"), ["+kubebuilder:default=12"])] },
  defaultOnIOS: { fields: [f(S("intOrString"), ["+kubebuilder:default=12"])] },
  defaultOnIOSs: { fields: [f(S("intOrString"), ["+kubebuilder:default=50%"])] },
  defaultOnQty: { fields: [f(S("quantity"), ["+kubebuilder:default=1Gi"])] },
  defaultOnQtyI: { fields: [f(S("quantity"), ["+kubebuilder:default=1"])] },
  formatOnList: { fields: [f(L(S("string")), ["+kubebuilder:validation:Format=email"])] },
  enumOnList: { fields: [f(L(S("string")), ["+kubebuilder:validation:Enum=a;b"])] },
  xvalMsgNewline: {
    fields: [f(S("int32"), ['+kubebuilder:validation:XValidation:rule="self > 0",message="a\\nb"'])],
  },
  xvalReasonBad: {
    fields: [f(S("int32"), ['+kubebuilder:validation:XValidation:rule="self > 0",reason=Nope'])],
  },
  exactlyOneOfType: {
    fields: [f(St("Emb"), [])],
    structs: [
      struct(
        "Emb",
        [f(S("string"), []), f(S("string"), [], { json: "y" })],
        [
          "+kubebuilder:validation:ExactlyOneOf=x;y",
          "+kubebuilder:validation:AtMostOneOf=x;y",
          '+kubebuilder:validation:XValidation:rule="true"',
        ],
      ),
    ],
  },
  oneOfMissingField: {
    fields: [f(St("Emb"), [])],
    structs: [struct("Emb", [f(S("string"), [])], ["+kubebuilder:validation:ExactlyOneOf=x;nope"])],
  },
  oneOfOnField: {
    fields: [f(St("Emb"), ["+kubebuilder:validation:ExactlyOneOf=x;y"])],
    structs: [struct("Emb", [f(S("string"), []), f(S("string"), [], { json: "y" })])],
  },
  k8sEnumField: { fields: [f(S("string"), ["+k8s:enum"])] },
  immutableRequired: { fields: [f(S("string"), ["+k8s:immutable", "+required"])] },
  schemalessOnString: {
    fields: [f(S("string"), ["+kubebuilder:validation:Schemaless", "+kubebuilder:validation:MaxLength=3"])],
  },
  preserveOnMap: { fields: [f(M(S("string")), ["+kubebuilder:pruning:PreserveUnknownFields"])] },
  titleOnType: {
    fields: [f(N("Nm"), ["+kubebuilder:title=field"])],
    named: [named("Nm", S("string"), ["+kubebuilder:title=type"])],
  },
  externalDocsBoth: {
    fields: [f(N("Nm"), ['+kubebuilder:externalDocs:url="https://a.example"'])],
    named: [named("Nm", S("string"), ['+kubebuilder:externalDocs:url="https://b.example",description=t'])],
  },

  // batch 2
  typeStringOnMap: { fields: [f(M(S("string")), ["+kubebuilder:validation:Type=string"])] },
  formatOnInt: { fields: [f(S("int32"), ["+kubebuilder:validation:Format=date"])] },
  enumBoolStrings: { fields: [f(S("bool"), ["+kubebuilder:validation:Enum=yes;no"])] },
  uniqueTrue: { fields: [f(L(S("string")), ["+kubebuilder:validation:UniqueItems=true"])] },
  uniqueFalse: { fields: [f(L(S("string")), ["+kubebuilder:validation:UniqueItems=false"])] },
  itemsIOSPattern: { fields: [f(L(S("intOrString")), ["+kubebuilder:validation:items:Pattern=^a$"])] },
  itemsIOSX: {
    fields: [
      f(L(S("intOrString")), [
        "+kubebuilder:validation:items:XIntOrString",
        "+kubebuilder:validation:items:Pattern=^a$",
      ]),
    ],
  },
  itemsQtyMax: { fields: [f(L(S("quantity")), ["+kubebuilder:validation:items:MaxLength=3"])] },
  mapRawDefault: { fields: [f(M(S("rawExtension")), ['+kubebuilder:default={"a":{"b":1}}'])] },
  rawDefaultList: { fields: [f(S("rawExtension"), ["+kubebuilder:default={1,2}"])] },
  rawDefaultStr: { fields: [f(S("rawExtension"), ["+kubebuilder:default=abc"])] },
  immutableList: { fields: [f(L(S("string")), ["+k8s:immutable"])] },
  immutableStruct: {
    fields: [f(St("Emb"), ["+k8s:immutable"])],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  immutableOptXval: {
    fields: [
      f(S("string"), [
        "+k8s:immutable",
        "+kubebuilder:validation:XValidation:rule=\"self != 'x'\"",
        "+optional",
      ]),
    ],
  },
  defaultListOfStructs: {
    fields: [f(L(St("Emb")), ["+kubebuilder:default={{x: a},{x: b}}"])],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  defaultStructNested: {
    fields: [f(St("Emb"), ["+kubebuilder:default={x: a, y: {1,2}}"])],
    structs: [struct("Emb", [f(S("string"), []), f(L(S("int32")), [], { json: "y" })])],
  },
  defaultStructUnknownKey: {
    fields: [f(St("Emb"), ["+kubebuilder:default={x: a, zz: 1}"])],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  defaultStructWrongType: {
    fields: [f(St("Emb"), ["+kubebuilder:default={x: 1}"])],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  defaultIntOnString: { fields: [f(S("string"), ["+default=1"])] },
  defaultStrOnInt: { fields: [f(S("int32"), ['+kubebuilder:default="1"'])] },
  enumNamedList: {
    fields: [f(L(N("E")), ["+kubebuilder:validation:items:Enum=a;b"])],
    named: [{ ...named("E", S("string"), ["+k8s:enum"]), enumValues: ["a", "b", "c"] }],
  },
  enumNamedFieldEnum: {
    fields: [f(N("E"), ["+kubebuilder:validation:Enum=a"])],
    named: [{ ...named("E", S("string"), ["+k8s:enum"]), enumValues: ["a", "b", "c"] }],
  },
  namedListItems: {
    fields: [f(N("NL"), ["+kubebuilder:validation:items:MaxLength=4"])],
    named: [named("NL", L(S("string")), ["+kubebuilder:validation:items:MinLength=1"])],
  },
  namedListMaxItemsBoth: {
    fields: [f(N("NL"), ["+kubebuilder:validation:MaxItems=4"])],
    named: [named("NL", L(S("string")), ["+kubebuilder:validation:MaxItems=2"])],
  },
  namedListMinItemsSame: {
    fields: [f(N("NL"), ["+kubebuilder:validation:MinItems=2"])],
    named: [named("NL", L(S("string")), ["+kubebuilder:validation:MinItems=2"])],
  },
  namedListUniq: {
    fields: [f(N("NL"), ["+listType=set"])],
    named: [named("NL", L(S("string")), ["+listType=atomic"])],
  },
  namedStrDefaultBoth: {
    fields: [f(N("NS"), ["+kubebuilder:default=b"])],
    named: [named("NS", S("string"), ["+kubebuilder:default=a"])],
  },
  namedStrDefaultType: {
    fields: [f(N("NS"), [])],
    named: [named("NS", S("string"), ["+kubebuilder:default=a"])],
  },
  namedStrNullable: {
    fields: [f(N("NS"), [])],
    named: [named("NS", S("string"), ["+nullable"])],
  },
  namedStrOptional: {
    fields: [f(N("NS"), [], { omitempty: false })],
    named: [named("NS", S("string"), ["+optional"])],
  },
  namedIntMaxBoth: {
    fields: [f(N("NI"), ["+kubebuilder:validation:Maximum=5"])],
    named: [named("NI", S("int32"), ["+kubebuilder:validation:Maximum=5"])],
  },
  namedIntExclBoth: {
    fields: [f(N("NI"), ["+kubebuilder:validation:ExclusiveMaximum=true"])],
    named: [named("NI", S("int32"), ["+kubebuilder:validation:Maximum=5"])],
  },
  namedIntExclBoth2: {
    fields: [
      f(N("NI"), ["+kubebuilder:validation:Maximum=5", "+kubebuilder:validation:ExclusiveMaximum=true"]),
    ],
    named: [named("NI", S("int32"), ["+kubebuilder:validation:Maximum=5"])],
  },
  namedStrFormatBoth: {
    fields: [f(N("NS"), ["+kubebuilder:validation:Format=email"])],
    named: [named("NS", S("string"), ["+kubebuilder:validation:Format=email"])],
  },
  namedStrTitleDesc: {
    fields: [f(N("NS"), [], { doc: ["Field doc."] })],
    named: [{ ...named("NS", S("string"), ["+kubebuilder:title=T"]), doc: ["Type doc."] }],
  },
  namedStrXvalBoth: {
    fields: [f(N("NS"), ["+kubebuilder:validation:XValidation:rule=\"self != 'f'\""])],
    named: [named("NS", S("string"), ["+kubebuilder:validation:XValidation:rule=\"self != 't'\""])],
  },
  namedStrMaxLenSchemaless: {
    fields: [f(N("NS"), ["+kubebuilder:validation:Schemaless"])],
    named: [named("NS", S("string"), ["+kubebuilder:validation:MaxLength=3"])],
  },
  namedStrPreserve: {
    fields: [f(N("NS"), ["+kubebuilder:pruning:PreserveUnknownFields"])],
    named: [named("NS", S("string"), [])],
  },
  namedStrEmbeddedRes: {
    fields: [
      f(St("Emb"), [
        "+kubebuilder:validation:EmbeddedResource",
        "+kubebuilder:pruning:PreserveUnknownFields",
      ]),
    ],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  mapNamedValueItems: {
    fields: [f(M(N("NL")), ["+kubebuilder:validation:MaxProperties=3"])],
    named: [named("NL", L(S("string")), ["+kubebuilder:validation:MaxItems=2"])],
  },
  mapOfList: { fields: [f(M(L(S("string"))), ["+kubebuilder:validation:items:MaxLength=3"])] },
  listOfMap: { fields: [f(L(M(S("string"))), ["+kubebuilder:validation:items:MaxProperties=3"])] },
  listOfMapDefault: { fields: [f(L(M(S("int32"))), ["+kubebuilder:default={{a: 1}}"])] },
  listMapMissingKey: {
    fields: [f(L(St("Emb")), ["+listType=map", "+listMapKey=zz"])],
    structs: [struct("Emb", [f(S("string"), [], { omitempty: false })])],
  },
  listMapOptionalKey: {
    fields: [f(L(St("Emb")), ["+listType=map", "+listMapKey=x"])],
    structs: [struct("Emb", [f(S("string"), [], { omitempty: true })])],
  },
  listMapOptionalKeyDefault: {
    fields: [f(L(St("Emb")), ["+listType=map", "+listMapKey=x"])],
    structs: [struct("Emb", [f(S("string"), ["+kubebuilder:default=a"], { omitempty: true })])],
  },
  listSetOfStructs: {
    fields: [f(L(St("Emb")), ["+listType=set"])],
    structs: [struct("Emb", [f(S("string"), [], { omitempty: false })])],
  },
  listSetOfIOS: { fields: [f(L(S("intOrString")), ["+listType=set"])] },
  listSetOfLists: { fields: [f(L(L(S("string"))), ["+listType=set"])] },
  mapTypeGranularStruct: {
    fields: [f(M(St("Emb")), ["+mapType=granular"])],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  structTypeOnStructAtomic: {
    fields: [f(St("Emb"), [])],
    structs: [struct("Emb", [f(S("string"), [])], ["+structType=atomic"])],
  },
  exampleList: { fields: [f(L(S("int32")), ["+kubebuilder:example={1,2}"])] },
  exampleObj: { fields: [f(M(S("string")), ['+kubebuilder:example={a: "b"}'])] },
  titleQuotes: { fields: [f(S("string"), ['+kubebuilder:title="a \\"q\\" b"'])] },
  patternBackslash: { fields: [f(S("string"), ['+kubebuilder:validation:Pattern="^\\d+$"'])] },
  patternInvalid: { fields: [f(S("string"), ["+kubebuilder:validation:Pattern=`(`"])] },
  patternLookahead: { fields: [f(S("string"), ["+kubebuilder:validation:Pattern=`^(?=a)`"])] },
  maxLenOnIOS: { fields: [f(S("intOrString"), ["+kubebuilder:validation:MaxLength=3"])] },
  minOnIOS: { fields: [f(S("intOrString"), ["+kubebuilder:validation:Minimum=3"])] },
  minOnIOSX: {
    fields: [
      f(S("intOrString"), ["+kubebuilder:validation:XIntOrString", "+kubebuilder:validation:Minimum=3"]),
    ],
  },
  typeIntOnIOS: { fields: [f(S("intOrString"), ["+kubebuilder:validation:Type=integer"])] },
  typeStrOnQty: {
    fields: [
      f(S("quantity"), ["+kubebuilder:validation:Type=string", "+kubebuilder:validation:MaxLength=5"]),
    ],
  },
  typeObjOnRaw: {
    fields: [
      f(S("rawExtension"), [
        "+kubebuilder:validation:Type=object",
        "+kubebuilder:validation:MaxProperties=2",
      ]),
    ],
  },
  maxPropsOnRaw: { fields: [f(S("rawExtension"), ["+kubebuilder:validation:MaxProperties=2"])] },
  nullableList: { fields: [f(L(S("string")), ["+nullable"])] },
  nullableMap: { fields: [f(M(S("string")), ["+nullable"])] },
  nullableItems: { fields: [f(L(S("string")), ["+kubebuilder:validation:items:Enum=a;b"])] },
  xvalOnList: {
    fields: [
      f(L(S("string")), ['+kubebuilder:validation:items:XValidation:rule="self.size() > 1",message="m"']),
    ],
  },
  xvalFieldPathType: {
    fields: [f(St("Emb"), [])],
    structs: [
      struct(
        "Emb",
        [f(S("string"), [])],
        ['+kubebuilder:validation:XValidation:rule="has(self.x)",fieldPath=".x",reason=FieldValueRequired'],
      ),
    ],
  },
  xvalOptionalOldSelfFalse: {
    fields: [
      f(S("string"), ['+kubebuilder:validation:XValidation:rule="self == oldSelf",optionalOldSelf=false']),
    ],
  },
  xvalMessageExprOnly: {
    fields: [
      f(S("string"), [
        "+kubebuilder:validation:XValidation:rule=\"self == 'a'\",messageExpression=\"'bad ' + self\"",
      ]),
    ],
  },
  requiredAndDefault: {
    fields: [f(S("string"), ["+kubebuilder:default=a", "+required"], { omitempty: false })],
  },
  optionalPkgRequired: {
    fields: [f(S("string"), ["+kubebuilder:validation:Optional"], { omitempty: false })],
  },

  // batch 3: items of named types
  itemsXvalNamed: {
    fields: [f(L(N("NS")), ["+kubebuilder:validation:items:XValidation:rule=\"self != 'l'\""])],
    named: [named("NS", S("string"), ["+kubebuilder:validation:XValidation:rule=\"self != 't'\""])],
  },
  itemsFormatNamed: {
    fields: [f(L(N("NS")), ["+kubebuilder:validation:items:Format=email"])],
    named: [named("NS", S("string"), ["+kubebuilder:validation:Format=date"])],
  },
  itemsFormatNamedSame: {
    fields: [f(L(N("NS")), ["+kubebuilder:validation:items:Format=date"])],
    named: [named("NS", S("string"), ["+kubebuilder:validation:Format=date"])],
  },
  itemsTypeMaxLenNamed: {
    fields: [
      f(L(N("NS")), [
        "+kubebuilder:validation:items:Type=string",
        "+kubebuilder:validation:items:MaxLength=4",
      ]),
    ],
    named: [named("NS", S("string"), ["+kubebuilder:validation:MaxLength=9"])],
  },
  itemsTypePatternQty: {
    fields: [
      f(L(S("quantity")), [
        "+kubebuilder:validation:items:XIntOrString",
        "+kubebuilder:validation:items:Pattern=^1$",
      ]),
    ],
  },
  itemsFormatTime: { fields: [f(L(S("time")), ["+kubebuilder:validation:items:Format=date"])] },
  itemsFormatInt32: { fields: [f(L(S("int32")), ["+kubebuilder:validation:items:Format=int64"])] },
  itemsMaxInt32: { fields: [f(L(S("int32")), ["+kubebuilder:validation:items:Maximum=4"])] },
  itemsEnumAliasType: {
    fields: [f(N("NL"), [])],
    named: [
      { ...named("E", S("string"), ["+k8s:enum"]), enumValues: ["a", "b", "c"] },
      named("NL", L(N("E")), ["+kubebuilder:validation:items:Enum=a;b"]),
    ],
  },
  itemsXvalAliasType: {
    fields: [f(N("NL"), [])],
    named: [
      named("NS", S("string"), ["+kubebuilder:validation:XValidation:rule=\"self != 't'\""]),
      named("NL", L(N("NS")), ["+kubebuilder:validation:items:XValidation:rule=\"self != 'l'\""]),
    ],
  },
  itemsEnumStruct: {
    fields: [f(L(St("Emb")), ['+kubebuilder:validation:items:XValidation:rule="has(self.x)"'])],
    structs: [struct("Emb", [f(S("string"), [])], ['+kubebuilder:validation:XValidation:rule="true"'])],
  },
  itemsMaxPropsStruct: {
    fields: [
      f(L(St("Emb")), [
        "+kubebuilder:validation:items:Type=object",
        "+kubebuilder:validation:items:MaxProperties=2",
      ]),
    ],
    structs: [struct("Emb", [f(S("string"), [])], ["+kubebuilder:validation:MaxProperties=3"])],
  },
  itemsDefaultNamed: {
    fields: [f(L(N("NS")), ["+kubebuilder:validation:items:Enum=x;y"])],
    named: [named("NS", S("string"), [])],
  },
  itemsListOfListNamed: {
    fields: [
      f(L(N("NL")), ["+kubebuilder:validation:items:Type=array", "+kubebuilder:validation:items:MaxItems=2"]),
    ],
    named: [named("NL", L(S("string")), ["+kubebuilder:validation:MaxItems=5"])],
  },

  // batch 4: CRD-level markers
  pcPriorityBig: {
    fields: [f(S("string"), [])],
    kindMarkers: ["+kubebuilder:printcolumn:name=A,type=string,JSONPath=.spec.x,priority=-1"],
  },
  pcNoType: {
    fields: [f(S("string"), [])],
    kindMarkers: ["+kubebuilder:printcolumn:name=A,JSONPath=.spec.x"],
  },
  pcBadPath: {
    fields: [f(S("string"), [])],
    kindMarkers: ["+kubebuilder:printcolumn:name=A,type=string,JSONPath=spec.x"],
  },
  pcDup: {
    fields: [f(S("string"), [])],
    kindMarkers: [
      "+kubebuilder:printcolumn:name=A,type=string,JSONPath=.spec.x",
      "+kubebuilder:printcolumn:name=A,type=string,JSONPath=.spec.x",
    ],
  },
  pcFormatNumber: {
    fields: [f(S("string"), [])],
    kindMarkers: ["+kubebuilder:printcolumn:name=A,type=number,format=float,JSONPath=.spec.x"],
  },
  pcFormatPassword: {
    fields: [f(S("string"), [])],
    kindMarkers: ["+kubebuilder:printcolumn:name=A,type=string,format=password,JSONPath=.spec.x"],
  },
  resPath: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:resource:path=gizmos"] },
  resPathUpper: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:resource:path=Gizmos"] },
  resSingularUpper: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:resource:singular=Thing"] },
  resShortUpper: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:resource:shortName=WD"] },
  resScopeBad: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:resource:scope=cluster"] },
  resCategoriesEmpty: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:resource:categories={}"] },
  resTwo: {
    fields: [f(S("string"), [])],
    kindMarkers: ["+kubebuilder:resource:scope=Cluster", "+kubebuilder:resource:shortName=w"],
  },
  scaleNoStatus: {
    fields: [f(S("int32"), [], { json: "replicas" })],
    kindMarkers: ["+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas"],
  },
  scaleSelector: {
    fields: [f(S("int32"), [], { json: "replicas" })],
    status: true,
    kindMarkers: [
      "+kubebuilder:subresource:status",
      "+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector",
    ],
  },
  scaleBadPath: {
    fields: [f(S("int32"), [], { json: "replicas" })],
    status: true,
    kindMarkers: ["+kubebuilder:subresource:scale:specpath=spec.replicas,statuspath=.status.replicas"],
  },
  statusNoStatus: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:subresource:status"] },
  metaAnnEmpty: { fields: [f(S("string"), [])], kindMarkers: ['+kubebuilder:metadata:annotations=""'] },
  metaLabelsBadKey: { fields: [f(S("string"), [])], kindMarkers: ['+kubebuilder:metadata:labels="-bad=x"'] },
  metaLabelsDup: { fields: [f(S("string"), [])], kindMarkers: ['+kubebuilder:metadata:labels="a=1";"a=2"'] },
  selectableInt: {
    fields: [f(S("int32"), [])],
    kindMarkers: ["+kubebuilder:selectablefield:JSONPath=.spec.x"],
  },
  selectableMissing: {
    fields: [f(S("string"), [])],
    kindMarkers: ["+kubebuilder:selectablefield:JSONPath=.spec.nope"],
  },
  selectableTwoSame: {
    fields: [f(S("string"), [])],
    kindMarkers: [
      "+kubebuilder:selectablefield:JSONPath=.spec.x",
      "+kubebuilder:selectablefield:JSONPath=.spec.x",
    ],
  },
  deprecatedEmptyWarn: {
    fields: [f(S("string"), [])],
    kindMarkers: ['+kubebuilder:deprecatedversion:warning=""'],
  },
  unservedOnly: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:unservedversion"] },
  storageOnly: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:storageversion"] },
  pkgOptional: {
    fields: [f(S("string"), [], { omitempty: false })],
    packageMarkers: ["+kubebuilder:validation:Optional"],
  },
  pkgRequiredOmit: {
    fields: [f(S("string"), [], { omitempty: true })],
    packageMarkers: ["+kubebuilder:validation:Required"],
  },
  pkgOptionalRequiredField: {
    fields: [f(S("string"), ["+required"], { omitempty: true })],
    packageMarkers: ["+kubebuilder:validation:Optional"],
  },
  pkgXval: {
    fields: [f(S("string"), [])],
    packageMarkers: ['+kubebuilder:validation:XValidation:rule="true"'],
  },
  kindXval: {
    fields: [f(S("string"), [])],
    kindMarkers: ['+kubebuilder:validation:XValidation:rule="has(self.spec)"'],
  },
  kindMaxProps: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:validation:MaxProperties=5"] },
  kindPreserve: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:pruning:PreserveUnknownFields"] },
  kindTitle: { fields: [f(S("string"), [])], kindMarkers: ["+kubebuilder:title=Root"] },
  kindExactlyOneOf: {
    fields: [f(S("string"), [])],
    kindMarkers: ["+kubebuilder:validation:ExactlyOneOf=spec;status"],
    status: true,
  },
  specTypeMarkers: {
    fields: [f(S("string"), [])],
    specMarkers: [
      "+kubebuilder:validation:MinProperties=1",
      '+kubebuilder:validation:XValidation:rule="size(self) > 0"',
    ],
  },

  // batch 5: defaults, enums, nullable, Schemaless on named types and maps
  namedFloatDefault: {
    fields: [f(N("NF"), ["+kubebuilder:default=1.0"])],
    named: [named("NF", S("float64"), [])],
    floats: true,
  },
  namedFloatEnum: {
    fields: [f(N("NF"), [])],
    named: [named("NF", S("float64"), ["+kubebuilder:validation:Enum=1.0;2.5;-0"])],
    floats: true,
  },
  namedFloatDefaultType: {
    fields: [f(N("NF"), [])],
    named: [named("NF", S("float64"), ["+kubebuilder:default=2.50"])],
    floats: true,
  },
  floatDefaultExp: { fields: [f(S("float64"), ["+kubebuilder:default=1.5e300"])], floats: true },
  floatDefaultTiny: { fields: [f(S("float64"), ["+kubebuilder:default=5e-324"])], floats: true },
  floatDefaultObjMap: {
    fields: [f(M(S("float64")), ["+kubebuilder:default={a: 1.0, b: 2.5}"])],
    floats: true,
  },
  floatDefaultList: { fields: [f(L(S("float64")), ["+kubebuilder:default={1.0,2}"])], floats: true },
  floatDefaultJsonList: { fields: [f(L(S("float64")), ["+default=[1.0,2e0]"])], floats: true },
  intDefaultList: { fields: [f(L(S("int64")), ["+kubebuilder:default={1,-2}"])] },
  intDefaultMap: { fields: [f(M(S("int32")), ['+kubebuilder:default={"a":1}'])] },
  namedIntDefaultMapValues: {
    fields: [f(M(N("NI")), [])],
    named: [named("NI", S("int32"), ["+kubebuilder:default=3"])],
  },
  namedEnumDefaultBad: {
    fields: [f(N("E"), ["+kubebuilder:default=zz"])],
    named: [{ ...named("E", S("string"), ["+k8s:enum"]), enumValues: ["a", "b"] }],
  },
  namedEnumDefaultInMap: {
    fields: [f(M(N("E")), [])],
    named: [{ ...named("E", S("string"), ["+k8s:enum", "+kubebuilder:default=zz"]), enumValues: ["a", "b"] }],
  },
  namedEnumNullablePtr: {
    fields: [f(N("E"), ["+nullable"], { pointer: true })],
    named: [{ ...named("E", S("string"), ["+k8s:enum"]), enumValues: ["a", "b"] }],
  },
  namedEnumUnmarked: {
    fields: [f(N("E"), [])],
    named: [{ ...named("E", S("string"), []), enumValues: ["a", "b"] }],
  },
  namedEnumFieldEnumOnly: {
    fields: [f(N("E"), ["+kubebuilder:validation:Enum=b;c"])],
    named: [{ ...named("E", S("string"), []), enumValues: ["a", "b"] }],
  },
  enumUnicodeSort: {
    fields: [f(N("E"), [])],
    named: [{ ...named("E", S("string"), ["+k8s:enum"]), enumValues: ["é", "z", "<", "&", "Z", "a b"] }],
  },
  schemalessNamed: {
    fields: [f(N("NS"), ["+kubebuilder:validation:Schemaless"])],
    named: [named("NS", S("string"), ["+kubebuilder:validation:MaxLength=3"])],
  },
  schemalessStruct: {
    fields: [
      f(St("Emb"), [
        "+kubebuilder:validation:Schemaless",
        "+kubebuilder:validation:Type=object",
        "+kubebuilder:pruning:PreserveUnknownFields",
      ]),
    ],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  schemalessList: {
    fields: [f(L(S("string")), ["+kubebuilder:validation:Schemaless", "+kubebuilder:validation:Type=array"])],
  },
  schemalessDefault: {
    fields: [f(S("string"), ["+kubebuilder:validation:Schemaless", "+kubebuilder:default=a"])],
  },
  schemalessNullable: {
    fields: [
      f(S("string"), [
        "+kubebuilder:validation:Schemaless",
        "+nullable",
        "+kubebuilder:validation:Type=string",
      ]),
    ],
  },
  schemalessItems: {
    fields: [
      f(L(S("string")), ["+kubebuilder:validation:Schemaless", "+kubebuilder:validation:items:MaxLength=3"]),
    ],
  },
  nullableStructPtr: {
    fields: [f(St("Emb"), ["+nullable"], { pointer: true })],
    structs: [struct("Emb", [f(S("string"), [])])],
  },
  nullableMapValues: { fields: [f(M(N("NS")), [])], named: [named("NS", S("string"), ["+nullable"])] },
  nullableDefaultNull: {
    fields: [f(S("string"), ["+nullable", "+kubebuilder:default=null"], { pointer: true })],
  },
  nullableIOS: { fields: [f(S("intOrString"), ["+nullable"], { pointer: true })] },
  mapMaxPropsNamedValues: {
    fields: [
      f(M(St("Emb")), ["+kubebuilder:validation:MaxProperties=2", "+kubebuilder:validation:MinProperties=1"]),
    ],
    structs: [struct("Emb", [f(S("string"), [])], ["+kubebuilder:validation:MaxProperties=1"])],
  },
  namedMapType: {
    fields: [f(N("NM"), ["+kubebuilder:validation:MaxProperties=2"])],
    named: [named("NM", M(S("string")), ["+kubebuilder:validation:MaxProperties=4"])],
  },
  namedMapTypeOnly: {
    fields: [f(N("NM"), [])],
    named: [named("NM", M(S("string")), ["+kubebuilder:validation:MaxProperties=4", "+mapType=atomic"])],
  },
  listOfNamedMap: {
    fields: [f(L(N("NM")), ["+kubebuilder:validation:items:MaxProperties=2"])],
    named: [named("NM", M(S("string")), ["+kubebuilder:validation:MaxProperties=4"])],
  },
  listOfNamedMapType: {
    fields: [
      f(L(N("NM")), [
        "+kubebuilder:validation:items:Type=object",
        "+kubebuilder:validation:items:MaxProperties=2",
      ]),
    ],
    named: [named("NM", M(S("string")), ["+kubebuilder:validation:MaxProperties=4"])],
  },
  mapOfNamedList: {
    fields: [f(M(N("NL")), [])],
    named: [named("NL", L(S("string")), ["+kubebuilder:validation:MaxItems=2", "+listType=set"])],
  },
};
