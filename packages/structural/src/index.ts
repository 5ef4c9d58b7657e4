export type { ExternalDocumentation, JSONSchemaProps, ValidationRule } from "./model/schema-types.js";
export type {
  CRDObjectMeta,
  CustomResourceColumnDefinition,
  CustomResourceConversion,
  CustomResourceDefinition,
  CustomResourceDefinitionNames,
  CustomResourceDefinitionSpec,
  CustomResourceDefinitionVersion,
  CustomResourceSubresourceScale,
  CustomResourceSubresources,
  CustomResourceValidation,
  SelectableField,
  ServiceReference,
  WebhookClientConfig,
  WebhookConversion,
} from "./model/crd-types.js";
export type { ErrorOrigin, ErrorType, FieldError, FieldErrorFactory } from "./model/field-error.js";
/** Field error construction and rendering in the API server's own form. */
export { compareErrorStrings, errorBody, errorString, fieldErrors } from "./model/field-error.js";
/** A lazily rendered API-server field path. */
export { FieldPath } from "./model/path.js";
/** Renders a bad value as apimachinery prints it in messages. */
export { goQuote, renderGoValue } from "./model/go-value.js";
/** Go RE2 compilation of a `pattern`, with Go's error text. */
export { compileGoRegexp } from "./schema/pattern.js";
