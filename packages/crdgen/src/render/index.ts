export type { RenderCrdOptions } from "./render-crd.js";
/** Renders a CRD as controller-gen's YAML file, byte for byte; names it `<group>_<plural>.yaml`. */
export { crdFileName, renderCrdYaml } from "./render-crd.js";
/** The same text as chunks that share the text of schemas embedded in many CRDs (see ChunkedCrdFile). */
export { renderCrdYamlChunks } from "./render-crd.js";
/** Renders any JSON value as one YAML document the way sigs.k8s.io/yaml.Marshal (go-yaml v2) does. */
export { renderGoYamlDocument } from "./emit-node.js";
/** controller-gen's `maxDescLen` on a whole CRD, and its cut of a single description. */
export { limitCrdDescriptions } from "./limit-descriptions.js";
export { truncateDescription } from "./truncate-description.js";
/** What the renderer remembers while rendering many CRDs in one run. */
export { RenderMemo } from "./render-memo.js";
