import type { JSONSchemaProps } from "./schema-types.js";

/** An apiextensions.k8s.io/v1 CustomResourceDefinition, in its JSON form. */
export interface CustomResourceDefinition {
  apiVersion?: string;
  kind?: string;
  metadata?: CRDObjectMeta | null;
  spec?: CustomResourceDefinitionSpec | null;
  status?: unknown;
}

/** The parts of ObjectMeta that CRD validation reads. */
export interface CRDObjectMeta {
  name?: string | null;
  generateName?: string | null;
  namespace?: string | null;
  labels?: Record<string, string> | null;
  annotations?: Record<string, string> | null;
  [key: string]: unknown;
}

/** `spec` of a CRD. */
export interface CustomResourceDefinitionSpec {
  group?: string | null;
  names?: CustomResourceDefinitionNames | null;
  scope?: string | null;
  versions?: CustomResourceDefinitionVersion[] | null;
  conversion?: CustomResourceConversion | null;
  preserveUnknownFields?: boolean | null;
}

/** `spec.names` (and `status.acceptedNames`). */
export interface CustomResourceDefinitionNames {
  plural?: string | null;
  singular?: string | null;
  shortNames?: string[] | null;
  kind?: string | null;
  listKind?: string | null;
  categories?: string[] | null;
}

/** One entry of `spec.versions`. */
export interface CustomResourceDefinitionVersion {
  name?: string | null;
  served?: boolean | null;
  storage?: boolean | null;
  deprecated?: boolean | null;
  deprecationWarning?: string | null;
  schema?: CustomResourceValidation | null;
  subresources?: CustomResourceSubresources | null;
  additionalPrinterColumns?: CustomResourceColumnDefinition[] | null;
  selectableFields?: SelectableField[] | null;
}

/** `spec.versions[i].schema`. */
export interface CustomResourceValidation {
  openAPIV3Schema?: JSONSchemaProps | null;
}

/** `spec.versions[i].subresources`. */
export interface CustomResourceSubresources {
  status?: Record<string, never> | null;
  scale?: CustomResourceSubresourceScale | null;
}

/** The scale subresource's JSON paths. */
export interface CustomResourceSubresourceScale {
  specReplicasPath?: string | null;
  statusReplicasPath?: string | null;
  labelSelectorPath?: string | null;
}

/** One `additionalPrinterColumns` entry. */
export interface CustomResourceColumnDefinition {
  name?: string | null;
  type?: string | null;
  format?: string | null;
  description?: string | null;
  priority?: number | null;
  jsonPath?: string | null;
}

/** One `selectableFields` entry. */
export interface SelectableField {
  jsonPath?: string | null;
}

/** `spec.conversion`. */
export interface CustomResourceConversion {
  strategy?: string | null;
  webhook?: WebhookConversion | null;
}

/** `spec.conversion.webhook`. */
export interface WebhookConversion {
  clientConfig?: WebhookClientConfig | null;
  conversionReviewVersions?: string[] | null;
}

/** Where the conversion webhook is. */
export interface WebhookClientConfig {
  url?: string | null;
  service?: ServiceReference | null;
  caBundle?: string | null;
}

/** A Service that serves the conversion webhook. */
export interface ServiceReference {
  namespace?: string | null;
  name?: string | null;
  path?: string | null;
  port?: number | null;
}
