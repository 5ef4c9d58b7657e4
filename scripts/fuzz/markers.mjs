#!/usr/bin/env node
// The marker fuzzer: `crdgen generate` (the built library) of small projects whose fields carry random markers,
// many of them misused (wrong types, bad arguments, conflicting topology). Whatever the markers, crdgen must
// answer with diagnostics about them: an exception, or CRD2020 ("generated CRD is invalid (crdgen bug)"), is a
// crdgen bug. Usage: node scripts/fuzz/markers.mjs [SEED] [RUNS] (after `npm run build`). Each failing case is
// written to scripts/fuzz/.failures/ with the error; the exit status is 1 when there is one.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seeded } from "./random.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const { generate } = await import(join(root, "packages/crdgen/dist/index.js"));
const seed = Number(process.argv[2] ?? 1);
const runs = Number(process.argv[3] ?? 40);
const { next, pick } = seeded(seed);
// Inside the repository, so that the project resolves `crdgen`'s types as a user's project does.
const project = join(root, "scripts/fuzz/.projects", `markers-${seed}`);
const failures = join(root, "scripts/fuzz/.failures");

const types = [
  "string",
  "number",
  "int32",
  "int64",
  "boolean",
  "string[]",
  "int32[]",
  "Record<string, string>",
  "Record<string, int32>",
  "Quantity",
  "IntOrString",
  "Sub",
  "Sub[]",
  "Sub | null",
  '"A" | "B"',
  "Time",
  "Duration",
  "JSONValue",
  "Mode",
  "Mode[]",
  "string | null",
  "Sub[][]",
  "Record<string, Sub>",
  "Record<string, string[]>",
  "RawExtension",
  "EmbeddedResource",
  "Alias",
  "Alias[]",
];
const rules = [
  '"self.size() > 1"',
  '"self.x"',
  '"1 +"',
  '"self > 0"',
  '"oldSelf == self"',
  '"has(self.a)"',
  "\"self.all(x, x != '')\"",
  '`self.matches("^a")`',
  '"self == oldSelf",optionalOldSelf=true',
  '"self.a == 1",fieldPath=".a"',
  '"size(self) < 3",messageExpression="\'too \' + string(size(self))"',
  '"true",reason=FieldValueForbidden',
  '"true",reason=Bogus',
];
const v = "+kubebuilder:validation:";
const fieldMarkers = [
  `${v}Maximum=10`,
  `${v}Maximum=abc`,
  `${v}Maximum=1e400`,
  `${v}Minimum=-1`,
  `${v}Minimum=5.5`,
  `${v}ExclusiveMaximum=true`,
  `${v}MultipleOf=0`,
  `${v}MultipleOf=2.5`,
  `${v}MaxLength=5`,
  `${v}MaxLength=-1`,
  `${v}MinLength=3`,
  `${v}MaxItems=2`,
  `${v}MinItems=9`,
  `${v}MaxProperties=1`,
  `${v}MinProperties=0`,
  `${v}Pattern=\`^[a-z]+$\``,
  `${v}Pattern=\`(\``,
  `${v}Pattern=\`\\p{L}+\``,
  `${v}Enum=a;b;c`,
  `${v}Enum=1;2`,
  `${v}Enum={a,b}`,
  `${v}Enum=true;false`,
  `${v}Format=date-time`,
  `${v}Format=int32`,
  `${v}Format=bogus`,
  `${v}Type=string`,
  `${v}Type=object`,
  `${v}Type=array`,
  `${v}Type=bogus`,
  `${v}Type=integer`,
  `${v}XPreserveUnknownFields`,
  `${v}XEmbeddedResource`,
  `${v}XIntOrString`,
  `${v}EmbeddedResource`,
  ...rules.map((rule) => `${v}XValidation:rule=${rule}`),
  `${v}Required`,
  `${v}Optional`,
  "+required",
  "+optional",
  "+nullable",
  "+k8s:required",
  "+kubebuilder:default=5",
  "+kubebuilder:default=abc",
  "+kubebuilder:default={a: 1}",
  "+kubebuilder:default={}",
  "+kubebuilder:default=[]",
  "+kubebuilder:default=null",
  '+default="x"',
  "+default=7",
  '+default={"a":1}',
  "+default=[1,2]",
  "+kubebuilder:example=3",
  `${v}Schemaless`,
  "+k8s:immutable",
  `${v}AtMostOneOf=a;b`,
  `${v}ExactlyOneOf=a;zz`,
  "+listType=set",
  "+listType=map",
  "+listType=atomic",
  "+listType=bogus",
  "+listMapKey=name",
  "+listMapKey=a",
  "+listMapKey=bogus",
  "+mapType=atomic",
  "+mapType=granular",
  "+mapType=bogus",
  "+structType=atomic",
  "+kubebuilder:title=T",
  "+kubebuilder:skipDescriptions",
  "+kubebuilder:pruning:PreserveUnknownFields",
  "+k8s:enum",
  "+kubebuilder:externalDocs:url=https://x,description=d",
  `${v}items:Maximum=3`,
  `${v}items:Pattern=\`^a\``,
  `${v}items:XValidation:rule="self != ''"`,
  `${v}items:Enum=a;b`,
  `${v}items:Format=uri`,
  `${v}UniqueItems=true`,
  "+unknownmarker=1",
  `${v}Maximum`,
];
const kindMarkers = [
  "+kubebuilder:subresource:status",
  "+kubebuilder:subresource:scale:specpath=.spec.f0,statuspath=.status.n",
  "+kubebuilder:resource:scope=Cluster",
  "+kubebuilder:resource:shortName=w;ww",
  "+kubebuilder:printcolumn:name=F,type=integer,JSONPath=.spec.f1",
  "+kubebuilder:selectablefield:JSONPath=`.spec.f1`",
  `${v}XValidation:rule="has(self.spec)"`,
  "+kubebuilder:storageversion",
  "+kubebuilder:deprecatedversion:warning=old",
  "+kubebuilder:metadata:annotations=a=b",
  `${v}AtMostOneOf=f0;f1`,
];
const times = (n, make) => Array.from({ length: n }, (_, i) => make(i));

function field(i) {
  const markers = times(Math.floor(next() * 4), () => `  // ${pick(fieldMarkers)}\n`).join("");
  return `${markers}  /** Field ${i}. */\n  f${i}${next() < 0.4 ? "?" : ""}: ${pick(types)};\n`;
}

function source() {
  const maybeMarker = () => (next() < 0.5 ? `// ${pick(fieldMarkers)}\n` : "");
  return `import type { IntOrString, int32, int64, Quantity, Time, Duration, JSONValue, RawExtension, EmbeddedResource, ObjectMeta } from "crdgen";

${maybeMarker()}export type Alias = ${pick(["string", "int32", "string[]", "Sub", "Record<string, string>"])};
/** Modes. */
export type Mode = "Fast" | "Slow";
${maybeMarker()}export interface Sub {
  name: string;
  a?: int32;
  b?: string;
}
export interface WidgetSpec {
${times(3 + Math.floor(next() * 6), field).join("")}}
export interface WidgetStatus { n?: int32; }
/**
 * Widget.
 * +kubebuilder:object:root=true
${times(Math.floor(next() * 3), () => ` * ${pick(kindMarkers)}\n`).join("")} */
export interface Widget {
  apiVersion: string;
  kind: string;
  metadata?: ObjectMeta;
  spec: WidgetSpec;
  status?: WidgetStatus;
}
`;
}

rmSync(project, { recursive: true, force: true });
mkdirSync(join(project, "api/group0/v1"), { recursive: true });
const tsconfig = {
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ["api"],
};
writeFileSync(join(project, "package.json"), JSON.stringify({ name: "fuzz", private: true, type: "module" }));
writeFileSync(join(project, "tsconfig.json"), JSON.stringify(tsconfig));
writeFileSync(
  join(project, "api/group0/v1/groupversion_info.ts"),
  "// +groupName=group0.fuzz.example.com\n// +versionName=v1\n\nexport {};\n",
);
let failed = 0;
try {
  for (let run = 0; run < runs; run++) {
    const text = source();
    writeFileSync(join(project, "api/group0/v1/widget_types.ts"), text);
    let problem;
    try {
      const output = await generate({ cwd: project, inputs: ["api"], samples: false });
      const bugs = output.diagnostics.filter((d) => d.code === "CRD2020");
      if (bugs.length > 0) problem = bugs.map((d) => `${d.code} ${d.crdPath ?? ""}: ${d.message}`).join("\n");
    } catch (error) {
      problem = String(error?.stack ?? error);
    }
    if (problem === undefined) continue;
    failed++;
    mkdirSync(failures, { recursive: true });
    const file = join(failures, `markers-${seed}-${run}.ts`);
    writeFileSync(file, `${text}\n/*\n${problem.replaceAll("*/", "* /")}\n*/\n`);
    console.log(`seed ${seed} run ${run}: ${problem.split("\n")[0]} (${file})`);
  }
} finally {
  rmSync(project, { recursive: true, force: true });
}
console.log(`markers fuzzer, seed ${seed}: ${runs} projects, ${failed} failing`);
process.exitCode = failed > 0 ? 1 : 0;
