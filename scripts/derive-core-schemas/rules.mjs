// Where controller-gen's schema for a built-in Go type differs from the API server's OpenAPI v3 definition, as
// data, with the code that applies it. Part of scripts/derive-core-schemas.mjs.

export const meta = "io.k8s.apimachinery.pkg.apis.meta.v1.";
const core = "io.k8s.api.core.v1.";
export const objectMeta = `${meta}ObjectMeta`;

const names = (prefix, list) =>
  list
    .trim()
    .split(/\s+/)
    .map((name) => prefix + name);

/** Roots of the closure: the core types CRD authors embed, and their usual companions. */
export const roots = [
  ...names(
    core,
    `Affinity ConfigMapKeySelector Container ContainerPort EnvFromSource EnvVar EphemeralContainer KeyToPath
     Lifecycle LocalObjectReference NodeSelector ObjectReference PersistentVolumeClaim PersistentVolumeClaimSpec
     PersistentVolumeClaimTemplate PodSecurityContext PodSpec PodTemplateSpec Probe ResourceRequirements
     SecretKeySelector SecretReference SecurityContext ServicePort ServiceSpec ServiceStatus Taint Toleration
     TopologySpreadConstraint TypedLocalObjectReference TypedObjectReference Volume VolumeMount`,
  ),
  ...names("io.k8s.api.batch.v1.", "CronJobSpec JobSpec JobTemplateSpec"),
  ...names("io.k8s.api.apps.v1.", "DaemonSetSpec DeploymentSpec StatefulSetSpec"),
  ...names("io.k8s.api.autoscaling.v2.", "HorizontalPodAutoscalerSpec"),
  ...names("io.k8s.api.networking.v1.", "IngressSpec NetworkPolicySpec"),
  ...names("io.k8s.api.policy.v1.", "PodDisruptionBudgetSpec"),
  ...names("io.k8s.api.rbac.v1.", "AggregationRule PolicyRule RoleRef Subject"),
  ...names(meta, "Condition Duration LabelSelector MicroTime ObjectMeta OwnerReference Time"),
  "io.k8s.apimachinery.pkg.api.resource.Quantity",
  "io.k8s.apimachinery.pkg.runtime.RawExtension",
  "io.k8s.apimachinery.pkg.util.intstr.IntOrString",
];

const quantityPattern =
  "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$";
const intOrString = { anyOf: [{ type: "integer" }, { type: "string" }], "x-kubernetes-int-or-string": true };

/**
 * controller-gen's fixed schemas for types whose Go implementation has custom JSON (sigs.k8s.io/controller-tools
 * pkg/crd/known_types.go). They carry no description: a field's own doc is the only one emitted. Duration is not
 * in the API server's documents (no built-in API uses it) but CRDs do.
 */
export const knownTypes = {
  [`${meta}Time`]: { type: "string", format: "date-time" },
  [`${meta}MicroTime`]: { type: "string", format: "date-time" },
  [`${meta}Duration`]: { type: "string" },
  [objectMeta]: { type: "object" },
  "io.k8s.apimachinery.pkg.api.resource.Quantity": { ...intOrString, pattern: quantityPattern },
  "io.k8s.apimachinery.pkg.util.intstr.IntOrString": intOrString,
  "io.k8s.apimachinery.pkg.runtime.RawExtension": {
    type: "object",
    "x-kubernetes-preserve-unknown-fields": true,
  },
};

/** controller-gen's `crd:generateEmbeddedObjectMeta=true` form of a nested ObjectMeta (known_types.go). */
export const embeddedObjectMeta = {
  type: "object",
  properties: {
    annotations: { type: "object", additionalProperties: { type: "string" } },
    finalizers: { type: "array", items: { type: "string" } },
    labels: { type: "object", additionalProperties: { type: "string" } },
    name: { type: "string" },
    namespace: { type: "string" },
  },
};

const localObjectReference = `${core}LocalObjectReference`;
/**
 * Types that embed LocalObjectReference inline (`json:",inline"`); the documents only show its `name` flattened
 * into them. controller-gen flattens embedded types by merging their schemas, and that merge keeps the embedded
 * type's `x-kubernetes-map-type` (LocalObjectReference is `+structType=atomic`), so the embedding type gets it too.
 */
const embedsLocalObjectReference = names(
  core,
  `ConfigMapEnvSource ConfigMapKeySelector ConfigMapProjection ConfigMapVolumeSource SecretEnvSource
   SecretKeySelector SecretProjection`,
);

/**
 * v3 `default`s are of three kinds: the Go zero value ("", 0, false, {}) that openapi-gen writes for every
 * non-pointer field without omitempty (and for every struct field); `+default=<literal>` markers, which controller-gen
 * honours; `+default=ref(<Go constant>)` markers, which it ignores. Zero values are the first kind except for the
 * marker defaults listed here; other values are literal markers except for those listed here. Both lists were checked
 * against the Go source and against controller-gen's output in the CRD corpus.
 */
const zeroMarkerDefaults = [
  // LocalObjectReference.Name has `+default=""`, also where LocalObjectReference is embedded.
  ...[localObjectReference, ...embedsLocalObjectReference].map((type) => [type, "name"]),
  [`${core}AzureDiskVolumeSource`, "readOnly"],
  [`${core}FileKeySelector`, "optional"],
  [`${core}GRPCAction`, "service"],
];
const refMarkerDefaults = [
  [`${core}AzureDiskVolumeSource`, "cachingMode"],
  [`${core}AzureDiskVolumeSource`, "kind"],
];

/**
 * Fields whose Go type is core/v1 `Protocol` (or a pointer to it): controller-gen's known type for Protocol carries
 * `default: TCP`, so every such field gets it, whatever its own markers say.
 */
const protocolFields = [
  ...names(core, "ContainerPort EndpointPort PortStatus ServicePort"),
  "io.k8s.api.discovery.v1.EndpointPort",
  ...names("io.k8s.api.networking.v1.", "IngressPortStatus NetworkPolicyPort"),
];

/**
 * `+kubebuilder:validation:*` markers in the Go source of built-in types. The API server's OpenAPI drops them;
 * controller-gen applies them. Only metav1.Condition has any (k8s.io/apimachinery pkg/apis/meta/v1/types.go).
 */
const goSourceValidations = {
  [`${meta}Condition`]: {
    lastTransitionTime: { type: "string", format: "date-time" },
    message: { maxLength: 32768 },
    observedGeneration: { minimum: 0 },
    reason: { maxLength: 1024, minLength: 1, pattern: "^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$" },
    status: { enum: ["True", "False", "Unknown"] },
    type: {
      maxLength: 316,
      pattern:
        "^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$",
    },
  },
};

/** Whether the v3 `default` of a property came from a `+default=<literal>` marker. */
export function keepsDefault(definition, property, value) {
  if (value === undefined) return false;
  const listed = (list) => list.some(([type, field]) => type === definition && field === property);
  if (listed(zeroMarkerDefaults)) return true;
  if (listed(refMarkerDefaults)) return false;
  return !isZeroValue(value);
}

function isZeroValue(value) {
  if (value === "" || value === 0 || value === false || value === null) return true;
  return typeof value === "object" && Object.keys(value).length === 0;
}

/** Fails when a rule names a field the documents no longer have, so that the rules follow the documents. */
export function checkRules(schemas) {
  for (const [type, field] of [...zeroMarkerDefaults, ...refMarkerDefaults]) {
    if (schemas[type]?.properties?.[field]?.default === undefined)
      throw new Error(`${type}.${field} has no default`);
  }
  for (const type of protocolFields) {
    if (schemas[type]?.properties?.protocol?.type !== "string")
      throw new Error(`${type}.protocol is not a string`);
  }
  const embedded = schemas[localObjectReference].properties.name.description;
  for (const type of embedsLocalObjectReference) {
    // The flattened field keeps LocalObjectReference's doc: evidence that the embedding is still there.
    if (schemas[type].properties.name.description !== embedded)
      throw new Error(`${type} no longer embeds it`);
  }
}

/** Applies the rules that are not about single keywords to the converted definitions of the closure. */
export function applyRules(definitions, schemas) {
  for (const type of protocolFields) {
    if (type in definitions) definitions[type].properties.protocol.default = "TCP";
  }
  for (const type of embedsLocalObjectReference) {
    if (type in definitions) {
      definitions[type]["x-kubernetes-map-type"] = schemas[localObjectReference]["x-kubernetes-map-type"];
    }
  }
  for (const [type, fields] of Object.entries(goSourceValidations)) {
    for (const [field, keywords] of Object.entries(fields)) {
      const property = definitions[type]?.properties?.[field];
      if (property === undefined) throw new Error(`${type}.${field} not found`);
      Object.assign(property, keywords);
    }
  }
}
