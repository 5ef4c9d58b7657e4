// Writes the synthetic operator API the generator benchmark reads: KINDS root kinds (default 200) spread over
// ten API groups, each with nested objects, a discriminated union, enums, int-or-string, quantities, maps,
// a list-map and an embedded PodTemplateSpec from kubernetes-types. The same files are type-checked by
// `tsc --noEmit` in the benchmark, so both tools read exactly one program.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const groups = 10;

/** Creates the project in `dir` (replacing it) and returns the API folder. */
export function writeSyntheticApi(dir, kinds = 200) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "tsconfig.json"), `${JSON.stringify(tsconfig, null, 2)}\n`);
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(packageJson, null, 2)}\n`);
  for (let g = 0; g < groups; g++) {
    const folder = join(dir, "api", `group${g}`, "v1");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "groupversion_info.ts"), groupInfo(g));
  }
  for (let k = 0; k < kinds; k++) {
    writeFileSync(join(dir, "api", `group${k % groups}`, "v1", `widget${k}_types.ts`), kindSource(k));
  }
  return join(dir, "api");
}

const packageJson = { name: "synthetic-operator", private: true, type: "module" };

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

function groupInfo(g) {
  return `// Package v1 holds the group${g} API of the synthetic benchmark operator.
// +groupName=group${g}.bench.example.com
// +versionName=v1

export {};
`;
}

function kindSource(k) {
  const name = `Widget${k}`;
  return `import type { IntOrString, int32, int64, ObjectMeta, Quantity } from "crdgen";
import type { PodTemplateSpec } from "kubernetes-types/core/v1.js";
import type { Condition } from "kubernetes-types/meta/v1.js";

/** How ${name} rolls out changes. */
export type ${name}Mode = "Fast" | "Balanced" | "Slow";

/** A named port of ${name}. */
export interface ${name}Port {
  /** The port's name, unique in the list. */
  name: string;
  // +kubebuilder:validation:Minimum=1
  // +kubebuilder:validation:Maximum=65535
  port: int32;
  protocol?: "TCP" | "UDP";
}

/** Where ${name} gets its content: exactly one source, chosen by \`type\`. */
export type ${name}Source =
  | { type: "Git"; url: string; ref?: string }
  | { type: "S3"; bucket: string; key: string; region?: string }
  | { type: "Inline"; data: string };

/** Three levels of nesting, as real specs have. */
export interface ${name}Nested {
  level1: {
    /** First level. */
    level2: {
      level3: { value: string; count?: int32; weights?: Record<string, number> };
      items?: Array<{ id: string; enabled?: boolean }>;
    };
    note?: string;
  };
}

/** The desired state of a ${name}. */
export interface ${name}Spec {
  // +kubebuilder:validation:Minimum=0
  // +kubebuilder:validation:Maximum=100
  replicas?: int32;
  // +kubebuilder:validation:Pattern=\`^[a-z0-9./-]+(:[a-zA-Z0-9._-]+)?$\`
  image: string;
  mode?: ${name}Mode;
  size?: Quantity;
  maxSurge?: IntOrString;
  labels?: Record<string, string>;
  // +listType=map
  // +listMapKey=name
  ports?: ${name}Port[];
  nested?: ${name}Nested;
  source: ${name}Source;
  /** The pods ${name} runs. */
  template: PodTemplateSpec;
  tags?: string[];
  enabled?: boolean;
}

/** The observed state of a ${name}. */
export interface ${name}Status {
  // +listType=map
  // +listMapKey=type
  conditions?: Condition[];
  observedGeneration?: int64;
  phase?: string;
}

/**
 * ${name} is kind number ${k} of the synthetic benchmark API.
 * +kubebuilder:object:root=true
 * +kubebuilder:subresource:status
 * +kubebuilder:printcolumn:name=Mode,type=string,JSONPath=.spec.mode
 */
export interface ${name} {
  apiVersion: string;
  kind: string;
  metadata?: ObjectMeta;
  spec: ${name}Spec;
  status?: ${name}Status;
}
`;
}
