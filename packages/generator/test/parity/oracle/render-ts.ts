import type { ApiDescription, Field, Scalar, TypeRef, VersionDecl } from "./api-model.js";
import { usedScalars } from "./api-model.js";

/** The TypeScript spelling of each scalar, after ../project/README.md; the non-primitive ones come from crdgen. */
const tsScalar: Record<Scalar, string> = {
  string: "string",
  bool: "boolean",
  int32: "int32",
  int64: "int64",
  intOrString: "IntOrString",
  time: "Time",
  quantity: "Quantity",
  float64: "number",
  bytes: "Base64Bytes",
  duration: "Duration",
  rawExtension: "RawExtension",
};

/** Scalars spelled by TypeScript itself or declared in the module rather than imported from crdgen. */
const notImported = new Set<Scalar>(["string", "bool", "float64", "bytes"]);

/** Go's `[]byte` has no TypeScript twin: a string alias with the schema controller-gen gives it. */
const base64Bytes = "/**\n * +kubebuilder:validation:Format=byte\n */\nexport type Base64Bytes = string;\n\n";

function tsType(t: TypeRef): string {
  switch (t.kind) {
    case "scalar":
      return tsScalar[t.scalar];
    case "named":
    case "struct":
      return t.name;
    case "list": {
      const elem = tsType(t.elem);
      return `${elem}[]`;
    }
    case "map":
      return `Record<string, ${tsType(t.value)}>`;
  }
}

/** A JSDoc comment: doc lines, a blank line, then markers (as in the Go rendering). */
function tsComment(doc: readonly string[], markers: readonly string[], indent = ""): string {
  const lines = [...doc, ...(doc.length > 0 && markers.length > 0 ? [""] : []), ...markers];
  if (lines.length === 0) return "";
  return `${indent}/**\n${lines.map((l) => (l === "" ? `${indent} *\n` : `${indent} * ${l}\n`)).join("")}${indent} */\n`;
}

function tsField(f: Field): string {
  const markers = f.nullUnion === true ? f.markers.filter((m) => m !== "+nullable") : f.markers;
  const type = f.nullUnion === true ? `${tsType(f.type)} | null` : tsType(f.type);
  return `${tsComment(f.doc, markers, "  ")}  ${f.json}${f.omitempty ? "?" : ""}: ${type};\n`;
}

function tsTypesFile(v: VersionDecl): string {
  const fromCrdgen = [
    "ObjectMeta",
    ...[...usedScalars(v)].filter((s) => !notImported.has(s)).map((s) => tsScalar[s]),
  ].sort();
  let out = `import type { ${fromCrdgen.join(", ")} } from "crdgen";\n\n`;
  if (usedScalars(v).has("bytes")) out += base64Bytes;
  for (const n of v.named) {
    if (n.enumValues === undefined || !n.markers.includes("+k8s:enum")) {
      out += `${tsComment(n.doc, n.markers)}export type ${n.name} = ${tsType(n.target)};\n\n`;
    } else {
      const members = n.enumValues.map((value, i) => `  V${i} = ${JSON.stringify(value)},\n`).join("");
      out += `${tsComment(n.doc, n.markers)}export enum ${n.name} {\n${members}}\n\n`;
    }
  }
  for (const s of v.structs) {
    const ext = s.embeds.length > 0 ? ` extends ${s.embeds.join(", ")}` : "";
    out += `${tsComment(s.doc, s.markers)}export interface ${s.name}${ext} {\n`;
    for (const f of s.fields) out += tsField(f);
    out += "}\n\n";
  }
  for (const k of v.kinds) {
    out += `${tsComment(k.doc, ["+kubebuilder:object:root=true", ...k.markers])}export interface ${k.name} {\n`;
    const opt = (part: "metadata" | "spec" | "status"): string =>
      k.bare?.includes(part) === true ? "" : "?";
    out += `  apiVersion?: string;\n  kind?: string;\n  metadata${opt("metadata")}: ObjectMeta;\n`;
    out += `  spec${opt("spec")}: ${k.spec};\n`;
    if (k.status !== undefined) out += `  status${opt("status")}: ${k.status};\n`;
    out += "}\n\n";
  }
  return out;
}

/** The TypeScript module of each version, by path relative to the case folder. */
export function renderTs(api: ApiDescription): Record<string, string> {
  const files: Record<string, string> = {};
  for (const v of api.versions) {
    files[`${v.name}/groupversion_info.ts`] =
      [`+groupName=${api.group}`, ...v.packageMarkers].map((m) => `// ${m}\n`).join("") + "export {};\n";
    files[`${v.name}/types.ts`] = tsTypesFile(v);
  }
  return files;
}
