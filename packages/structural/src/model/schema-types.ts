/**
 * `JSONSchemaProps` of apiextensions.k8s.io/v1, in its JSON form: the shape of `openAPIV3Schema`.
 * `null` is accepted wherever Go's decoder accepts it and means "absent".
 */
export interface JSONSchemaProps {
  id?: string | null;
  $schema?: string | null;
  $ref?: string | null;
  description?: string | null;
  type?: string | null;
  format?: string | null;
  title?: string | null;
  default?: unknown;
  maximum?: number | null;
  exclusiveMaximum?: boolean | null;
  minimum?: number | null;
  exclusiveMinimum?: boolean | null;
  maxLength?: number | null;
  minLength?: number | null;
  pattern?: string | null;
  maxItems?: number | null;
  minItems?: number | null;
  uniqueItems?: boolean | null;
  multipleOf?: number | null;
  enum?: unknown[] | null;
  maxProperties?: number | null;
  minProperties?: number | null;
  required?: string[] | null;
  items?: JSONSchemaProps | JSONSchemaProps[] | null;
  allOf?: JSONSchemaProps[] | null;
  oneOf?: JSONSchemaProps[] | null;
  anyOf?: JSONSchemaProps[] | null;
  not?: JSONSchemaProps | null;
  properties?: Record<string, JSONSchemaProps> | null;
  additionalProperties?: JSONSchemaProps | boolean | null;
  patternProperties?: Record<string, JSONSchemaProps> | null;
  dependencies?: Record<string, JSONSchemaProps | string[]> | null;
  additionalItems?: JSONSchemaProps | boolean | null;
  definitions?: Record<string, JSONSchemaProps> | null;
  externalDocs?: ExternalDocumentation | null;
  example?: unknown;
  nullable?: boolean | null;
  "x-kubernetes-preserve-unknown-fields"?: boolean | null;
  "x-kubernetes-embedded-resource"?: boolean | null;
  "x-kubernetes-int-or-string"?: boolean | null;
  "x-kubernetes-list-map-keys"?: string[] | null;
  "x-kubernetes-list-type"?: string | null;
  "x-kubernetes-map-type"?: string | null;
  "x-kubernetes-validations"?: ValidationRule[] | null;
}

/** `externalDocs` of a schema node. */
export interface ExternalDocumentation {
  description?: string | null;
  url?: string | null;
}

/** One `x-kubernetes-validations` entry (a CEL rule). */
export interface ValidationRule {
  rule?: string | null;
  message?: string | null;
  messageExpression?: string | null;
  reason?: string | null;
  fieldPath?: string | null;
  optionalOldSelf?: boolean | null;
}
