import type { Choose } from "./api-arbitrary.js";
import type { Field, TypeRef } from "./api-model.js";

/**
 * The markers and doc lines the pairs are made of, aimed at the edges of controller-tools' marker parser and
 * schema builder (pkg/crd/markers, pkg/crd/schema.go, pkg/markers/zip.go extractDoc). A marker is sometimes put
 * where controller-gen refuses it (a string marker on an integer): both tools must refuse then.
 */

const docPool = [
  "The value of the thing.",
  "Another sentence, with a comma; and a semicolon.",
  "  Indented by two spaces.",
  "Trailing spaces.   ",
  "Quotes \"double\", 'single' and `back`.",
  "---",
  "TODO: remove this line.",
  "Text after a TODO line.",
  "```",
  "code inside a fence",
  "~~~",
  "A colon: and # hash and - dash.",
  "Unicode: é, ü, ✓.",
  "+notAKnownMarker some text",
  "1. a numbered line",
  "A long line: " + "lorem ipsum dolor sit amet ".repeat(8).trim() + ".",
  "A very long line: " + "consectetur adipiscing elit sed do eiusmod ".repeat(14).trim() + ".",
  "# A markdown heading",
  "* a bullet with **bold** and _emphasis_",
  "  - a nested bullet",
  "| a | table | row |",
  "|---|---|---|",
  "A [link](https://example.com/docs?a=1&b=2) and <b>html</b>.",
  "> a quoted line",
  "A line ending with a backslash \\",
  "----",
  "--- not only dashes",
  "\ta tab escape and a real\ttab",
];

export function docLines(c: Choose): string[] {
  const n = c.pick([0, 1, 1, 2, 3, 4]);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(c.bool(15) && i > 0 ? "" : c.pick(docPool));
  return out;
}

type Category =
  | "string"
  /** Go's []byte, TypeScript's Base64Bytes alias: a string, but no Format marker (the alias has one). */
  | "bytes"
  | "int"
  | "number"
  | "bool"
  | "intOrString"
  | "time"
  | "quantity"
  | "rawExtension"
  | "list"
  | "map"
  | "struct"
  | "named";

function category(t: TypeRef): Category {
  if (t.kind !== "scalar") return t.kind;
  switch (t.scalar) {
    case "int32":
    case "int64":
      return "int";
    case "float64":
      return "number";
    case "bytes":
      return "bytes";
    case "duration":
      return "time";
    default:
      return t.scalar;
  }
}

const externalDocs = {
  valid: [
    '+kubebuilder:externalDocs:url="https://example.com/docs"',
    '+kubebuilder:externalDocs:url="https://example.com/docs#x",description="More about it"',
    "+kubebuilder:externalDocs:url=/relative/docs,description=plain",
    '+kubebuilder:externalDocs:url="mailto:someone@example.com"',
    '+kubebuilder:externalDocs:url="//host/path"',
    '+kubebuilder:externalDocs:url="urn:isbn:0451450523"',
    '+kubebuilder:externalDocs:url="http://x:99999/"',
  ],
  // Go's url.ParseRequestURI refuses these
  invalid: [
    "+kubebuilder:externalDocs:url=notaurl",
    '+kubebuilder:externalDocs:url="https://exa mple.com/x"',
    '+kubebuilder:externalDocs:url="http://[::1"',
    '+kubebuilder:externalDocs:url="https://example.com/%zz"',
  ],
};

const externalDoc = (c: Choose): string => c.pick(c.bool(85) ? externalDocs.valid : externalDocs.invalid);

/** `+kubebuilder:validation:Type`, mostly the type the value already has, sometimes another. */
function typeMarker(c: Choose, cat: Category): string {
  const same: Partial<Record<Category, string>> = {
    string: "string",
    bytes: "string",
    int: "integer",
    number: "number",
    bool: "boolean",
    struct: "object",
    map: "object",
    list: "array",
    intOrString: "string",
    time: "string",
    quantity: "string",
  };
  const own = same[cat];
  const type =
    own !== undefined && c.bool(75) ? own : c.pick(["string", "integer", "number", "object", "array"]);
  return `+kubebuilder:validation:Type=${type}`;
}

const strings = {
  pattern: ["`^[a-z]+$`", '"^a.*$"', "`^\\d{3}$`", "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "`^(\"|')x$`"],
  format: ["date-time", "email", "uuid", "hostname", "ipv4", "byte", "date", "duration", "password"],
  enum: ["a;b", '"a b";c', '"1";"true";x', "Always;Never;IfNotPresent", '"";x', "`raw`;y"],
  defaults: [
    '+kubebuilder:default="abc"',
    "+kubebuilder:default=abc",
    '+default="abc"',
    '+kubebuilder:default=""',
  ],
  example: ['+kubebuilder:example="ex"', "+kubebuilder:example=ex"],
  rules: ["self.size() > 0", "self != 'x'", "self.startsWith('a')"],
};

const ints = {
  enum: ["1;2;3", "0;-1", "10"],
  defaults: ["+kubebuilder:default=5", "+default=5", "+kubebuilder:default=-1", "+kubebuilder:default=0"],
  rules: ["self >= 0", "self % 2 == 0"],
};

function xvalidation(c: Choose, plainRule: string, fieldPath?: string): string {
  const oldSelf = c.bool(10);
  const rule = oldSelf ? `!oldSelf.hasValue() || (${plainRule})` : plainRule;
  const parts = [`rule=${JSON.stringify(rule)}`];
  if (c.bool(60)) parts.push(`message=${c.pick(['"must be valid"', '"it\'s \\"bad\\""', "`raw message`"])}`);
  if (c.bool(20)) parts.push(`messageExpression=${c.pick([JSON.stringify("'bad: ' + 'value'"), "`'raw'`"])}`);
  if (c.bool(20)) {
    parts.push(
      `reason=${c.pick(["FieldValueInvalid", "FieldValueForbidden", "FieldValueRequired", "FieldValueDuplicate"])}`,
    );
  }
  if (fieldPath !== undefined && c.bool(40)) {
    parts.push(`fieldPath=${c.pick([`"${fieldPath}"`, `\`${fieldPath}\``])}`);
  }
  if (oldSelf) parts.push("optionalOldSelf=true");
  else if (c.int(0, 99) < 3) parts.push(`optionalOldSelf=${c.pick(["true", "false"])}`);
  return `+kubebuilder:validation:XValidation:${c.pick([parts, [...parts].reverse()]).join(",")}`;
}

function scalarMarkers(c: Choose, cat: Category, prefix: string): string[] {
  const m: string[] = [];
  const v = prefix;
  if (cat === "string" || cat === "bytes") {
    if (c.bool(30)) m.push(`${v}MinLength=${c.int(0, 5)}`);
    if (c.bool(30)) m.push(`${v}MaxLength=${c.int(5, 300)}`);
    if (c.bool(25)) m.push(`${v}Pattern=${c.pick(strings.pattern)}`);
    if (cat === "string" && c.bool(20)) m.push(`${v}Format=${c.pick(strings.format)}`);
    if (c.bool(20)) m.push(`${v}Enum=${c.pick(strings.enum)}`);
  } else if (cat === "int") {
    if (c.bool(35)) m.push(`${v}Minimum=${c.pick(["0", "-5", "1", "3", "0", "-5", "1", "3", "2.5"])}`);
    if (c.bool(35)) m.push(`${v}Maximum=${c.pick(["10", "100", "1e3", "10", "100", "1e3", "20", "7.5"])}`);
    if (c.bool(15)) m.push(`${v}ExclusiveMinimum=${c.pick(["true", "false"])}`);
    if (c.bool(15)) m.push(`${v}ExclusiveMaximum=true`);
    if (c.bool(20)) m.push(`${v}MultipleOf=${c.pick(["2", "5", "3", "2", "5", "3", "0.5"])}`);
    if (c.bool(15)) m.push(`${v}Enum=${c.pick(ints.enum)}`);
    if (c.bool(10)) m.push(`${v}Format=${c.pick(["int32", "int64"])}`);
  } else if (cat === "number") {
    if (c.bool(35)) m.push(`${v}Minimum=${c.pick(["0", "-0.5", "1.25", "1e-3"])}`);
    if (c.bool(35)) m.push(`${v}Maximum=${c.pick(["10", "99.5", "1e3"])}`);
    if (c.bool(15)) m.push(`${v}ExclusiveMaximum=true`);
    if (c.bool(20)) m.push(`${v}MultipleOf=${c.pick(["0.25", "2", "0.1"])}`);
    if (c.bool(15)) m.push(`${v}Enum=${c.pick(["1.5;2.5", "0;0.1", "3"])}`);
    if (c.bool(10)) m.push(`${v}Format=${c.pick(["double", "float"])}`);
  } else if (cat === "bool") {
    if (c.bool(10)) m.push(`${v}Enum=true`);
  } else if (cat === "intOrString") {
    if (c.bool(5)) m.push(`${v}Pattern=\`^\\d+%?$\``);
    if (c.bool(15)) m.push(`${v}XIntOrString`);
  } else if (cat === "quantity" || cat === "time") {
    // another package's type is a bare reference when markers apply: controller-gen refuses (both must)
    if (c.bool(4)) m.push(`${v}Pattern=\`^x\``);
  }
  // the wrong category now and then: controller-gen refuses (must apply ... to a ...)
  if (c.int(0, 999) < 5) {
    m.push(c.pick([`${v}MinLength=1`, `${v}Minimum=1`, `${v}MinItems=1`, `${v}MinProperties=1`]));
  }
  return m;
}

interface FieldContext {
  /** The keys of a list-map element (the field is then a list of it), empty otherwise. */
  readonly listMapKeys: readonly string[];
  readonly structFields: readonly Field[];
  /** The members of the string enum the field's named type is. */
  readonly enumValues: readonly string[] | undefined;
}

/** A default for a struct: some of its scalar fields with values, in controller-gen's syntax or as JSON. */
function objectDefault(c: Choose, fields: readonly Field[]): string {
  const values: [string, string][] = [];
  for (const f of fields) {
    if (f.type.kind !== "scalar" || !c.bool(70)) continue;
    const s = f.type.scalar;
    if (s === "string") values.push([f.json, c.pick(['"x"', '"a b"', '""'])]);
    else if (s === "int32" || s === "int64") values.push([f.json, c.pick(["3", "0", "-1"])]);
    else if (s === "bool") values.push([f.json, c.pick(["true", "false"])]);
    else if (s === "float64") values.push([f.json, c.pick(["1.5", "2"])]);
  }
  const json = c.bool(50);
  const body = values.map(([k, val]) => (json ? `"${k}":${val}` : `${k}: ${val}`)).join(", ");
  return `+kubebuilder:default={${body}}`;
}

/**
 * The markers of a field of type `t`; `resolved` is what a named type stands for. controller-gen gives a field
 * of a named type (or struct) a reference at the time field markers apply, so a marker that checks the schema
 * type refuses there ("must apply pattern to a textual value, found type \"\""): that is tried only rarely.
 */
export function fieldMarkers(c: Choose, declared: TypeRef, resolved: TypeRef, ctx: FieldContext): string[] {
  const t = declared.kind === "named" && c.bool(95) ? declared : resolved;
  const cat = category(t);
  const v = "+kubebuilder:validation:";
  const m: string[] = [];
  // not on []byte: Go's is no reference, while the Base64Bytes alias that stands for it in TypeScript is one
  if (c.bool(7) && category(resolved) !== "bytes") m.push(typeMarker(c, category(resolved)));
  m.push(...scalarMarkers(c, cat, v));
  if (ctx.enumValues !== undefined && c.bool(30)) {
    m.push(`+kubebuilder:default=${c.bool(85) ? c.pick(ctx.enumValues) : "notAMember"}`);
  }
  if (c.bool(6)) m.push(externalDoc(c));
  if (cat === "string" || cat === "bytes" || cat === "intOrString") {
    if (c.bool(20)) m.push(c.pick(strings.defaults));
    if (c.bool(8)) m.push(c.pick(strings.example));
    if (c.bool(15)) m.push(xvalidation(c, c.pick(strings.rules)));
  } else if (cat === "int") {
    if (c.bool(20)) m.push(c.pick(ints.defaults));
    if (c.bool(10)) m.push(xvalidation(c, c.pick(ints.rules)));
  } else if (cat === "number") {
    if (c.bool(20)) m.push(c.pick(["+kubebuilder:default=1.5", "+default=2", "+kubebuilder:default=0.1"]));
    if (c.bool(10)) m.push(xvalidation(c, "self >= 0.0"));
  } else if (cat === "time") {
    if (c.bool(8)) {
      m.push(c.pick(['+kubebuilder:default="2020-01-01T00:00:00Z"', '+kubebuilder:default="1h"']));
    }
  } else if (cat === "rawExtension") {
    if (c.bool(15)) m.push(`${v}EmbeddedResource`);
    if (c.bool(10)) m.push("+kubebuilder:pruning:PreserveUnknownFields");
    if (c.bool(8)) m.push('+kubebuilder:default={"a":1}');
  } else if (cat === "bool") {
    if (c.bool(20)) {
      m.push(c.pick(["+kubebuilder:default=true", "+default=false", "+kubebuilder:default=false"]));
    }
  } else if (t.kind === "list") {
    if (c.bool(25)) m.push(`${v}MinItems=${c.int(0, 3)}`);
    if (c.bool(25)) m.push(`${v}MaxItems=${c.int(3, 20)}`);
    if (c.bool(3)) m.push(`${v}UniqueItems=${c.pick(["true", "false"])}`);
    if (ctx.listMapKeys.length > 0) {
      m.push(c.pick(["+listType=map", "+k8s:listType=map"]));
      // one spelling for all keys: controller-gen collects the two names' values in Go map order
      const keyMarker = c.pick(["+listMapKey", "+k8s:listMapKey"]);
      for (const key of ctx.listMapKeys) m.push(`${keyMarker}=${key}`);
    } else if (c.bool(25)) {
      m.push(`+listType=${c.pick(["atomic", "set"])}`);
    }
    const elem = category(t.elem);
    if (c.bool(30)) m.push(...scalarMarkers(c, elem, `${v}items:`).slice(0, 2));
    // items of a named type: markers that do not check the type merge with it (controller-gen flattens them
    // with the items' $ref, pkg/crd/schema.go:240-250 and flatten.go)
    if ((elem === "named" || elem === "struct") && c.bool(20)) {
      m.push(
        c.pick([
          `${v}items:XValidation:rule="self == self"`,
          `${v}items:Format=${c.pick(strings.format)}`,
          `${v}items:Enum=${c.pick(strings.enum)}`,
        ]),
      );
    }
    if (elem === "string" && c.bool(15)) {
      m.push(c.pick(["+kubebuilder:default={a,b}", '+default=["a","b"]', "+kubebuilder:default={}"]));
    }
    if (c.bool(10)) m.push(xvalidation(c, "self.size() <= 10"));
  } else if (t.kind === "named") {
    if (c.bool(10)) m.push(xvalidation(c, "self == self"));
  } else if (t.kind === "map") {
    if (c.bool(20)) m.push(`${v}MinProperties=${c.int(0, 2)}`);
    if (c.bool(20)) m.push(`${v}MaxProperties=${c.int(2, 9)}`);
    if (c.bool(15)) m.push(`+mapType=${c.pick(["atomic", "granular"])}`);
    if (c.bool(10)) m.push(c.pick(["+kubebuilder:default={}", '+kubebuilder:default={"k":"v"}']));
  } else if (t.kind === "struct") {
    if (c.int(0, 999) < 8) m.push(`${v}MinProperties=${c.int(0, 2)}`);
    if (c.bool(12)) m.push(`+structType=${c.pick(["atomic", "granular"])}`);
    if (c.bool(8)) m.push("+kubebuilder:pruning:PreserveUnknownFields");
    if (c.bool(5)) m.push(`${v}XPreserveUnknownFields`);
    if (c.bool(5)) m.push(`${v}EmbeddedResource`);
    if (c.bool(10)) m.push("+kubebuilder:default={}");
    else if (c.bool(15)) m.push(objectDefault(c, ctx.structFields));
    if (c.bool(5)) m.push(`${v}Schemaless`);
    const first = ctx.structFields[0];
    if (first !== undefined && c.bool(15)) {
      m.push(xvalidation(c, `has(self.${first.json})`, `.${first.json}`));
    }
  }
  if (c.bool(8)) m.push("+nullable");
  if (c.bool(20)) {
    m.push(
      c.pick(["+optional", "+required", `${v}Optional`, `${v}Required`, "+k8s:optional", "+k8s:required"]),
    );
  }
  if (c.bool(6)) m.push(c.pick(["+kubebuilder:title=A title", '+kubebuilder:title="Quoted title"']));
  if (c.bool(4)) {
    m.push(c.pick(['+kubebuilder:example="ex"', "+kubebuilder:example=3", "+kubebuilder:example={a: 1}"]));
  }
  // With an XValidation marker, the order of the two rules is Go's map order (pkg/crd/schema.go:188 applyMarkers
  // ranges over the field's markers by name, and both have the default priority): one or the other.
  if (c.bool(4)) {
    return [...m.filter((marker) => !marker.includes("validation:XValidation")), "+k8s:immutable"];
  }
  return m;
}

export function typeMarkers(c: Choose, t: TypeRef, fields: readonly Field[]): string[] {
  const m = typeOnlyMarkers(c, t, fields);
  if (c.bool(6)) m.push(typeMarker(c, category(t)));
  if (c.bool(6)) m.push(c.pick(["+kubebuilder:title=Type title", '+kubebuilder:title="Quoted: type title"']));
  if (c.bool(4)) m.push(c.pick(['+kubebuilder:example="ex"', "+kubebuilder:example={b: true}"]));
  if (c.bool(5)) m.push(externalDoc(c));
  return m;
}

function typeOnlyMarkers(c: Choose, t: TypeRef, fields: readonly Field[]): string[] {
  const cat = category(t);
  const v = "+kubebuilder:validation:";
  if (t.kind === "struct") {
    const m: string[] = [];
    if (c.bool(10)) m.push(`${v}MaxProperties=${c.int(1, 6)}`);
    const names = fields.filter((f) => f.omitempty).map((f) => f.json);
    if (names.length >= 2 && c.bool(20)) {
      m.push(`${v}${c.pick(["AtMostOneOf", "ExactlyOneOf", "AtLeastOneOf"])}=${names.slice(0, 2).join(";")}`);
    }
    const first = fields[0];
    if (first !== undefined && c.bool(15)) {
      m.push(xvalidation(c, `has(self.${first.json}) || true`, `.${first.json}`));
    }
    return m;
  }
  if (t.kind === "list") {
    const m: string[] = [];
    if (c.bool(30)) m.push(`${v}MinItems=1`);
    if (c.bool(20)) m.push(`+listType=${c.pick(["atomic", "set"])}`);
    if (c.bool(20)) m.push(...scalarMarkers(c, category(t.elem), `${v}items:`).slice(0, 1));
    return m;
  }
  return scalarMarkers(c, cat, v);
}

export function kindMarkers(c: Choose): string[] {
  const parts: string[] = [];
  if (c.bool(40)) parts.push(`scope=${c.pick(["Cluster", "Namespaced"])}`);
  if (c.bool(30)) parts.push(`shortName=${c.pick(["wd", "wd;wdg", "w"])}`);
  if (c.bool(25)) parts.push(`categories=${c.pick(["all", "all;apps", "mine"])}`);
  if (c.bool(10)) parts.push("singular=thing");
  const m = parts.length > 0 && c.bool(80) ? [`+kubebuilder:resource:${parts.join(",")}`] : [];
  if (c.bool(25)) {
    m.push(
      c.bool(90)
        ? c.pick([
            '+kubebuilder:metadata:annotations="example.com/a=b"',
            '+kubebuilder:metadata:labels="app=demo"',
            '+kubebuilder:metadata:annotations="example.com/a=b";"example.com/c=d=e",labels="app=demo"',
            "+kubebuilder:metadata:annotations=example.com/empty=",
          ])
        : "+kubebuilder:metadata:annotations=bad",
    );
    if (c.bool(20)) m.push('+kubebuilder:metadata:labels="tier=one"');
  }
  return m;
}

interface VersionContext {
  readonly storage: boolean;
  readonly multi: boolean;
  readonly hasStatus: boolean;
  readonly specFields: readonly Field[];
  /** The fields of a declared struct, by its name. */
  readonly fieldsOf: (struct: string) => readonly Field[];
}

/** A JSONPath into a list of the spec, when it has one. */
function listPath(c: Choose, ctx: VersionContext): string | undefined {
  const list = ctx.specFields.find((f) => f.type.kind === "list");
  if (list === undefined || list.type.kind !== "list") return undefined;
  const elem = list.type.elem;
  const inner = elem.kind === "struct" ? ctx.fieldsOf(elem.name)[0]?.json : undefined;
  const index = c.pick(["[*]", "[0]", "[-1:]"]);
  return inner === undefined ? `.spec.${list.json}${index}` : `.spec.${list.json}${index}.${inner}`;
}

function printColumn(c: Choose, ctx: VersionContext): string {
  const parts = [`name=${c.pick(['"Age"', "Ready", '"Two Words"'])}`];
  parts.push(`type=${c.pick(["string", "integer", "date", "boolean", "number"])}`);
  const intoList = listPath(c, ctx);
  const paths = ["`.metadata.creationTimestamp`", '".spec.x"', `.spec.${ctx.specFields[0]?.json ?? "x"}`];
  if (intoList !== undefined) paths.push(`\`${intoList}\``, `"${intoList}"`);
  paths.push('`.status.conditions[?(@.type=="Ready")].status`');
  parts.push(`JSONPath=${c.pick(paths)}`);
  if (c.bool(30)) parts.push(`description=${c.pick(['"The age"', "plain"])}`);
  if (c.bool(20)) parts.push(`priority=${c.int(0, 2)}`);
  if (c.bool(20)) parts.push(`format=${c.pick(["int32", "date-time", "byte"])}`);
  return `+kubebuilder:printcolumn:${parts.join(",")}`;
}

/**
 * A skipped version's kind has no other version marker: controller-gen applies a type's CRD markers in Go map
 * order (pkg/crd/spec.go NeedCRDFor ranges over typeInfo.Markers), so whether a printer column or subresource
 * meets its version before `+kubebuilder:skipversion` removes it ("... applied to version not in CRD") varies
 * from run to run.
 */
export function versionMarkers(c: Choose, ctx: VersionContext): string[] {
  if (ctx.multi && !ctx.storage && c.bool(12)) return ["+kubebuilder:skipversion"];
  const m: string[] = [];
  if (ctx.storage) m.push("+kubebuilder:storageversion");
  if (ctx.multi && !ctx.storage && c.bool(20)) m.push("+kubebuilder:unservedversion");
  if (c.bool(12)) {
    m.push(c.pick(["+kubebuilder:deprecatedversion", '+kubebuilder:deprecatedversion:warning="going away"']));
  }
  if (c.bool(50)) m.push("+kubebuilder:subresource:status");
  if (c.bool(10)) {
    m.push(
      c.pick([
        "+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas",
        "+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector",
      ]),
    );
  }
  for (let i = c.pick([0, 0, 1, 2]); i > 0; i--) m.push(printColumn(c, ctx));
  const stringField = ctx.specFields.find((f) => f.type.kind === "scalar" && f.type.scalar === "string");
  if (stringField !== undefined && c.bool(15)) {
    m.push(`+kubebuilder:selectablefield:JSONPath=\`.spec.${stringField.json}\``);
  }
  return m;
}
