import type { JSONSchemaProps } from "../model/schema-types.js";

// The internal (unversioned) apiextensions types that upstream validation runs on, as far as it reads them.
// Built from a decoded v1 object by ./internal-spec.ts.

/** `CustomResourceValidation`. */
export interface Validation {
  readonly openAPIV3Schema: JSONSchemaProps | undefined;
}

/** `CustomResourceSubresourceScale`. */
interface Scale {
  readonly specReplicasPath: string;
  readonly statusReplicasPath: string;
  readonly labelSelectorPath: string | undefined;
}

/** `CustomResourceSubresources`. */
export interface Subresources {
  readonly status: boolean;
  readonly scale: Scale | undefined;
}

/** `CustomResourceColumnDefinition`. */
export interface Column {
  readonly name: string;
  readonly type: string;
  readonly format: string;
  readonly jsonPath: string;
}

/** `CustomResourceDefinitionNames`. */
export interface Names {
  readonly plural: string;
  readonly singular: string;
  readonly kind: string;
  readonly listKind: string;
  readonly shortNames: readonly string[];
  readonly categories: readonly string[];
}

/** `ServiceReference` with its defaulted port. */
export interface ServiceReference {
  readonly namespace: string;
  readonly name: string;
  readonly path: string | undefined;
  readonly port: number;
}

/** `WebhookClientConfig` (internal name of v1 `webhook.clientConfig`). */
export interface WebhookClientConfig {
  readonly url: string | undefined;
  readonly service: ServiceReference | undefined;
}

/** `CustomResourceConversion`, defaulted to strategy `None`. */
export interface Conversion {
  readonly strategy: string;
  readonly webhookClientConfig: WebhookClientConfig | undefined;
  readonly conversionReviewVersions: readonly string[];
}

/** `CustomResourceDefinitionVersion`; the hoistable fields are undefined/empty when hoisted to the spec. */
export interface Version {
  readonly name: string;
  readonly served: boolean;
  readonly storage: boolean;
  readonly deprecated: boolean;
  readonly deprecationWarning: string | undefined;
  readonly schema: Validation | undefined;
  readonly subresources: Subresources | undefined;
  readonly additionalPrinterColumns: readonly Column[];
  readonly selectableFields: readonly string[];
}

/** `CustomResourceDefinitionSpec` after v1 defaulting and conversion. */
export interface Spec {
  readonly group: string;
  readonly names: Names;
  readonly scope: string;
  readonly versions: readonly Version[];
  /** `spec.version`: the first version's name. */
  readonly version: string;
  readonly conversion: Conversion;
  readonly preserveUnknownFields: boolean;
  readonly validation: Validation | undefined;
  readonly subresources: Subresources | undefined;
  readonly additionalPrinterColumns: readonly Column[];
  readonly selectableFields: readonly string[];
  /**
   * The internal `spec.Versions` as encoding/json prints it, the bad value of upstream's `spec.versions` errors;
   * computed on call, as only an invalid CRD needs it.
   */
  readonly versionsGoJson: () => string;
}
