import type { Diagnostic } from "@crdgen/core";
import type { GeneratedCrd } from "@crdgen/generator";
import { generateCrds } from "@crdgen/generator";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { crdgenVersion } from "../cli/version.js";
import { crdFileName, renderCrdYaml } from "../render/index.js";
import type { CrdFile } from "../write/index.js";

/** The annotation that names the tool and version that wrote a CRD, in place of controller-gen's. */
export const versionAnnotation = "crdgen.io/version";

/** What to generate from, and how to render it. */
export interface GenerateOptions {
  /** API folders (or files) to read; `api` when empty. Relative to `cwd`. */
  readonly inputs?: readonly string[];
  /** The project's tsconfig.json; found above the inputs when absent. */
  readonly tsconfig?: string;
  readonly cwd?: string;
  /** controller-gen's `maxDescLen`: descriptions cut to this many bytes; 0 drops them. */
  readonly maxDescLen?: number;
  /** Text written before each file, such as a license header. */
  readonly header?: string;
}

/** CRDs generated from TypeScript types, rendered as files; nothing is written. */
export interface GenerateOutput {
  readonly crds: readonly GeneratedCrd[];
  /** One file per CRD, `<group>_<plural>.yaml`; empty when any diagnostic is an error. */
  readonly files: readonly CrdFile[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Reads the TypeScript API types and returns the CRDs with their rendered files and every diagnostic.
 * It writes nothing and never throws for bad input; when there are errors no files are returned, so
 * callers cannot write a partial result.
 */
export function generate(options: GenerateOptions = {}): GenerateOutput {
  const cwd = options.cwd ?? process.cwd();
  const inputs = options.inputs !== undefined && options.inputs.length > 0 ? options.inputs : ["api"];
  const result = generateCrds({
    inputs: [...inputs],
    cwd,
    ...(options.tsconfig === undefined ? {} : { tsconfig: options.tsconfig }),
  });
  const failed = result.diagnostics.some((d) => d.severity === "error");
  const version = crdgenVersion();
  const render = (crd: CustomResourceDefinition): CrdFile => ({
    name: crdFileName(crd),
    content: renderCrdYaml(withVersionAnnotation(crd, version), {
      ...(options.maxDescLen === undefined ? {} : { maxDescLen: options.maxDescLen }),
      ...(options.header === undefined ? {} : { header: options.header }),
    }),
  });
  return {
    crds: result.crds,
    files: failed ? [] : result.crds.map((generated) => render(generated.crd)),
    diagnostics: result.diagnostics,
  };
}

function withVersionAnnotation(crd: CustomResourceDefinition, version: string): CustomResourceDefinition {
  const metadata = crd.metadata ?? {};
  return {
    ...crd,
    metadata: {
      ...metadata,
      annotations: { ...(metadata.annotations ?? {}), [versionAnnotation]: version },
    },
  };
}
