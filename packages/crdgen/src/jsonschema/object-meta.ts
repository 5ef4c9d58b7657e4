import type { JsonSchema } from "./types.js";

// apimachinery's DNS-1123 subdomain (a custom resource's name) and label (a namespace), and a label value.
const dns1123Label = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const dns1123Subdomain = `${dns1123Label}(\\.${dns1123Label})*`;
const labelValue = "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?";

/**
 * The `metadata` of a custom resource on create, as ObjectMeta validation checks it: a name (a DNS-1123
 * subdomain of at most 253 characters) or a generateName, a namespace that is a DNS-1123 label, string labels
 * and annotations. Label and annotation keys, owner references and managed fields are checked by the server
 * only. Go decodes null into an empty field, so null is accepted where an empty value is.
 */
export function objectMetaSchema(): JsonSchema {
  return {
    type: "object",
    properties: {
      name: { type: ["string", "null"], maxLength: 253, pattern: `^(${dns1123Subdomain})?$` },
      generateName: { type: ["string", "null"] },
      namespace: { type: ["string", "null"], maxLength: 63, pattern: `^(${dns1123Label})?$` },
      labels: {
        type: ["object", "null"],
        additionalProperties: { type: ["string", "null"], maxLength: 63, pattern: `^${labelValue}$` },
      },
      annotations: { type: ["object", "null"], additionalProperties: { type: ["string", "null"] } },
      finalizers: { type: ["array", "null"], items: { type: ["string", "null"] } },
    },
    anyOf: [
      { properties: { name: { type: "string", minLength: 1 } }, required: ["name"] },
      { properties: { generateName: { type: "string", minLength: 1 } }, required: ["generateName"] },
    ],
  };
}
