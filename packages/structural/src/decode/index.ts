/** Go-decoder checks of a CRD's JSON: wrong types, unparsable values and unknown fields. */
export { decodeCustomResourceDefinition, decodeSchema } from "./decode-crd.js";
/** How deeply schemas may nest before decoding reports an error instead of walking further. */
export { maxSchemaDepth } from "./decode-value.js";
