import type { GoField, GoType } from "./go-types.js";
import { list, map, pointer, scalar, schemaType, struct, value } from "./go-types.js";

const str = value(scalar("string"));
const strPtr = pointer(scalar("string"));
const bool = value(scalar("bool"));
const boolPtr = pointer(scalar("bool"));
const strings = value(list(scalar("string")));
const time = value(scalar("time"));

const ownerReference = struct({
  apiVersion: str,
  kind: str,
  name: str,
  uid: str,
  controller: boolPtr,
  blockOwnerDeletion: boolPtr,
});

const managedFieldsEntry = struct({
  manager: str,
  operation: str,
  apiVersion: str,
  time: pointer(scalar("time")),
  fieldsType: str,
  fieldsV1: pointer(scalar("any")),
  subresource: str,
});

/** metav1.ObjectMeta. */
export const objectMetaType: GoType = struct({
  name: str,
  generateName: str,
  namespace: str,
  selfLink: str,
  uid: str,
  resourceVersion: str,
  generation: value(scalar("int64")),
  creationTimestamp: time,
  deletionTimestamp: pointer(scalar("time")),
  deletionGracePeriodSeconds: pointer(scalar("int64")),
  labels: value(map(scalar("string"))),
  annotations: value(map(scalar("string"))),
  ownerReferences: value(list(ownerReference)),
  finalizers: strings,
  managedFields: value(list(managedFieldsEntry)),
});

const names = struct({
  plural: str,
  singular: str,
  shortNames: strings,
  kind: str,
  listKind: str,
  categories: strings,
});

/** `CustomResourceValidation` (`versions[i].schema`). */
const validationType: GoType = struct({ openAPIV3Schema: pointer(schemaType) });

/** `CustomResourceSubresources`; `status` is an empty struct whose presence enables the subresource. */
const subresourcesType: GoType = struct({
  status: pointer(struct({})),
  scale: pointer(struct({ specReplicasPath: str, statusReplicasPath: str, labelSelectorPath: strPtr })),
});

/** `CustomResourceColumnDefinition`. */
const columnType: GoType = struct({
  name: str,
  type: str,
  format: str,
  description: str,
  priority: value(scalar("int32")),
  jsonPath: str,
});

/** `SelectableField`. */
const selectableFieldType: GoType = struct({ jsonPath: str });

/** The per-version fields that the v1 → internal conversion may hoist, with their Go declarations. */
export const hoistableVersionFields = {
  schema: pointer(validationType),
  subresources: pointer(subresourcesType),
  additionalPrinterColumns: value(list(columnType)),
  selectableFields: value(list(selectableFieldType)),
} satisfies Record<string, GoField>;

const version = struct({
  name: str,
  served: bool,
  storage: bool,
  deprecated: bool,
  deprecationWarning: strPtr,
  ...hoistableVersionFields,
});

const serviceReference = struct({
  namespace: str,
  name: str,
  path: strPtr,
  port: pointer(scalar("int32")),
});

const webhookClientConfig = struct({
  url: strPtr,
  service: pointer(serviceReference),
  caBundle: value(scalar("bytes")),
});

const conversion = struct({
  strategy: str,
  webhook: pointer(struct({ clientConfig: pointer(webhookClientConfig), conversionReviewVersions: strings })),
});

/** `CustomResourceDefinitionSpec` of apiextensions.k8s.io/v1. */
export const specType: GoType = struct({
  group: str,
  names: value(names),
  scope: str,
  versions: value(list(version)),
  conversion: pointer(conversion),
  preserveUnknownFields: bool,
});
