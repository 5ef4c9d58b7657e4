import type { CustomResourceDefinition } from "@crdgen/structural";
import { renderGoYamlChunks, renderGoYamlDocument } from "./emit-node.js";
import { limitCrdDescriptions } from "./limit-descriptions.js";
import type { RenderMemo } from "./render-memo.js";

/** Options of {@link renderCrdYaml}. */
export interface RenderCrdOptions {
  /**
   * Text written before the document, as controller-gen's `headerFile` (usually `#` comment lines, e.g. a
   * license). A missing final newline is added so that `---` starts its own line.
   */
  readonly header?: string;
  /** controller-gen's `crd:maxDescLen`: 0 removes schema descriptions, N cuts them to N bytes. */
  readonly maxDescLen?: number;
  /** What the renderer remembers across the CRDs of one run (see RenderMemo); by default, nothing. */
  readonly memo?: RenderMemo;
}

/**
 * Renders a CRD as the YAML file controller-gen writes for it: the header, `---`, then the object as
 * sigs.k8s.io/yaml prints it (go-yaml v2: keys in go-yaml's order, `- ` at the parent key's indentation,
 * multi-line text as `|-` blocks, long lines folded at 80 columns, strings quoted only when go-yaml would),
 * ending in one newline. Pure and deterministic; never throws on JSON input.
 */
export function renderCrdYaml(crd: CustomResourceDefinition, options: RenderCrdOptions = {}): string {
  const object = options.maxDescLen === undefined ? crd : limitCrdDescriptions(crd, options.maxDescLen);
  return headerText(options.header) + "---\n" + renderGoYamlDocument(object, options.memo);
}

/**
 * {@link renderCrdYaml}'s text as chunks whose concatenation is that text, for a caller that renders many
 * CRDs with one memo: CRDs that embed the same schema objects share those schemas' text (see
 * renderGoYamlChunks) instead of each holding a copy.
 */
export function renderCrdYamlChunks(
  crd: CustomResourceDefinition,
  options: RenderCrdOptions & { readonly memo: RenderMemo },
): string[] {
  const object = options.maxDescLen === undefined ? crd : limitCrdDescriptions(crd, options.maxDescLen);
  const document = renderGoYamlChunks(object, options.memo);
  return [headerText(options.header) + "---\n", ...document];
}

function headerText(header: string | undefined): string {
  if (header === undefined || header === "") return "";
  return header.endsWith("\n") ? header : header + "\n";
}

/** controller-gen's file name for a CRD: `<group>_<plural>.yaml`. */
export function crdFileName(crd: CustomResourceDefinition): string {
  const group = crd.spec?.group ?? "";
  const plural = crd.spec?.names?.plural ?? "";
  return `${group}_${plural}.yaml`;
}
