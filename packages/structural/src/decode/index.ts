/** Go-decoder checks of a CRD's JSON: wrong types, unparsable values and unknown fields. */
export { decodeCrdNoting, decodeCustomResourceDefinition, decodeSchema } from "./decode-crd.js";
/** A decodable CRD with the null elements Go decodes to a struct's zero value put in as `{}`. */
export { withZeroStructElements } from "./zero-elements.js";
/** How deeply schemas may nest before decoding reports an error instead of walking further. */
export { maxSchemaDepth } from "./decode-value.js";
