import type { ApiDescription, Field, Scalar, TypeRef, VersionDecl } from "./api-model.js";
import { goFieldName, usedScalars } from "./api-model.js";

/** The Go spelling of each scalar (controller-gen's input). */
const goScalar: Record<Scalar, string> = {
  string: "string",
  bool: "bool",
  int32: "int32",
  int64: "int64",
  intOrString: "intstr.IntOrString",
  time: "metav1.Time",
  quantity: "resource.Quantity",
  float64: "float64",
  bytes: "[]byte",
  duration: "metav1.Duration",
  rawExtension: "runtime.RawExtension",
};

function goType(t: TypeRef): string {
  switch (t.kind) {
    case "scalar":
      return goScalar[t.scalar];
    case "named":
    case "struct":
      return t.name;
    case "list":
      return `[]${goType(t.elem)}`;
    case "map":
      return `map[string]${goType(t.value)}`;
  }
}

/** A Go doc comment: doc lines, then markers, each line `// `-prefixed (an empty line is a bare `//`). */
function goComment(doc: readonly string[], markers: readonly string[], indent = ""): string {
  const lines = [...doc, ...(doc.length > 0 && markers.length > 0 ? [""] : []), ...markers];
  return lines.map((l) => (l === "" ? `${indent}//\n` : `${indent}// ${l}\n`)).join("");
}

function goField(f: Field, hiddenName = ""): string {
  const option = f.omitempty ? (f.omitzero === true ? ",omitzero" : ",omitempty") : "";
  const tag = `json:"${f.json}${option}"`;
  const type = `${f.pointer === true ? "*" : ""}${goType(f.type)}`;
  // an embedded struct with a JSON name is a field named after its type
  const declared = f.embedded === true ? type : `${hiddenName || goFieldName(f.json)} ${type}`;
  const markers =
    f.nullUnion === true && !f.markers.includes("+nullable") ? [...f.markers, "+nullable"] : f.markers;
  return `${goComment(f.doc, markers, "\t")}\t${declared} \`${tag}\`\n`;
}

/** A string type's constants, one per enum member. */
function goConstants(name: string, values: readonly string[]): string {
  const lines = values.map((value, i) => `\t${name}V${i} ${name} = ${JSON.stringify(value)}\n`);
  return `const (\n${lines.join("")})\n\n`;
}

function goTypesFile(v: VersionDecl): string {
  const used = usedScalars(v);
  const imports = ['metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"'];
  if (used.has("intOrString")) imports.push('"k8s.io/apimachinery/pkg/util/intstr"');
  if (used.has("quantity")) imports.push('"k8s.io/apimachinery/pkg/api/resource"');
  if (used.has("rawExtension")) imports.push('"k8s.io/apimachinery/pkg/runtime"');
  let out = `package ${v.name}\n\nimport (\n${imports.map((i) => `\t${i}\n`).join("")})\n\n`;
  for (const n of v.named) {
    out += `${goComment(n.doc, n.markers)}type ${n.name} ${goType(n.target)}\n\n`;
    if (n.enumValues !== undefined) out += goConstants(n.name, n.enumValues);
  }
  for (const s of v.structs) {
    out += `${goComment(s.doc, s.markers)}type ${s.name} struct {\n`;
    for (const e of s.embeds) out += `\t${e} \`json:"${s.embedTag ?? ",inline"}"\`\n`;
    for (const f of s.fields) out += goField(f);
    (s.hidden ?? []).forEach((f, i) => (out += goField(f, `Internal${i}`)));
    out += "}\n\n";
  }
  for (const k of v.kinds) {
    out += `${goComment(k.doc, ["+kubebuilder:object:root=true", ...k.markers])}type ${k.name} struct {\n`;
    const tag = (part: "metadata" | "spec" | "status"): string =>
      k.bare?.includes(part) === true ? part : `${part},omitempty`;
    out += `\tmetav1.TypeMeta   \`json:",inline"\`\n\tmetav1.ObjectMeta \`json:"${tag("metadata")}"\`\n\n`;
    out += `\tSpec ${k.spec} \`json:"${tag("spec")}"\`\n`;
    if (k.status !== undefined) out += `\tStatus ${k.status} \`json:"${tag("status")}"\`\n`;
    out += "}\n\n";
  }
  return out;
}

/** The Go package of each version, by path relative to the case folder. */
export function renderGo(api: ApiDescription): Record<string, string> {
  const files: Record<string, string> = {};
  for (const v of api.versions) {
    files[`${v.name}/groupversion_info.go`] =
      `${goComment([], [`+groupName=${api.group}`, ...v.packageMarkers])}package ${v.name}\n`;
    files[`${v.name}/types.go`] = goTypesFile(v);
  }
  return files;
}
