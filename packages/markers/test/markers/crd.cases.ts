import type { MarkerCase } from "./case.js";

const k = "+kubebuilder:";

/** CRD-level markers on a root type, and package markers. */
export const crdCases: readonly MarkerCase[] = [
  {
    marker: "kubebuilder:object:root",
    valid: { text: `${k}object:root=true`, target: "type", value: true, crd: { root: true } },
    invalid: { text: `${k}object:root`, target: "type", code: "CRD1003", says: "missing value" },
  },
  {
    marker: "kubebuilder:resource",
    valid: {
      text: `${k}resource:path=widgets,singular=widget,shortName=wd;wdg,categories=all,scope=Cluster`,
      target: "type",
      value: {
        path: "widgets",
        singular: "widget",
        shortName: ["wd", "wdg"],
        categories: ["all"],
        scope: "Cluster",
      },
      crd: {
        resource: {
          plural: "widgets",
          singular: "widget",
          shortNames: ["wd", "wdg"],
          categories: ["all"],
          scope: "Cluster",
        },
      },
    },
    invalid: {
      text: `${k}resource:scope=Global`,
      target: "type",
      code: "CRD1012",
      says: 'scope must be "Namespaced" or "Cluster"',
    },
  },
  {
    marker: "kubebuilder:subresource:status",
    valid: { text: `${k}subresource:status`, target: "type", value: true, crd: { statusSubresource: true } },
    invalid: {
      text: `${k}subresource:status`,
      target: "field",
      code: "CRD1006",
      says: "applies to types, not to fields",
    },
  },
  {
    marker: "kubebuilder:subresource:scale",
    valid: {
      text: `${k}subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector`,
      target: "type",
      value: { specpath: ".spec.replicas", statuspath: ".status.replicas", selectorpath: ".status.selector" },
      crd: {
        scaleSubresource: {
          specReplicasPath: ".spec.replicas",
          statusReplicasPath: ".status.replicas",
          labelSelectorPath: ".status.selector",
        },
      },
    },
    invalid: {
      text: `${k}subresource:scale:specpath=.spec.replicas`,
      target: "type",
      code: "CRD1003",
      says: "missing argument statuspath",
    },
  },
  {
    marker: "kubebuilder:printcolumn",
    valid: {
      text: `${k}printcolumn:name="Ready",type=string,JSONPath=\`.status.conditions[?(@.type=="Ready")].status\`,priority=1`,
      target: "type",
      value: {
        name: "Ready",
        type: "string",
        JSONPath: '.status.conditions[?(@.type=="Ready")].status',
        priority: 1,
      },
      crd: {
        printColumns: [
          {
            name: "Ready",
            type: "string",
            jsonPath: '.status.conditions[?(@.type=="Ready")].status',
            priority: 1,
          },
        ],
      },
    },
    invalid: {
      text: `${k}printcolumn:name=Age,type=str,JSONPath=.metadata.creationTimestamp`,
      target: "type",
      code: "CRD1012",
      says: 'got "str"',
    },
  },
  {
    marker: "kubebuilder:storageversion",
    valid: { text: `${k}storageversion`, target: "type", value: true, crd: { storageVersion: true } },
    invalid: { text: `${k}storageversion=true`, target: "type", code: "CRD1005", says: '"true"' },
  },
  {
    marker: "kubebuilder:skipversion",
    valid: { text: `${k}skipversion`, target: "type", value: true, crd: { skipVersion: true } },
    invalid: { text: `${k}skipversion`, target: "package", code: "CRD1006", says: "not to packages" },
  },
  {
    marker: "kubebuilder:unservedversion",
    valid: { text: `${k}unservedversion`, target: "type", value: true, crd: { served: false } },
    invalid: { text: `${k}unservedversion=1`, target: "type", code: "CRD1005", says: '"1"' },
  },
  {
    marker: "kubebuilder:deprecatedversion",
    valid: {
      text: `${k}deprecatedversion:warning="v1alpha1 is deprecated; use v1"`,
      target: "type",
      value: { warning: "v1alpha1 is deprecated; use v1" },
      crd: { deprecated: { warning: "v1alpha1 is deprecated; use v1" } },
    },
    invalid: {
      text: `${k}deprecatedversion:warnng="x"`,
      target: "type",
      code: "CRD1004",
      says: 'unknown argument "warnng" (did you mean warning?)',
    },
  },
  {
    marker: "kubebuilder:metadata",
    valid: {
      text: `${k}metadata:annotations="api-approved.kubernetes.io=https://github.com/org/repo/pull/1",labels=tier=api`,
      target: "type",
      value: {
        annotations: ["api-approved.kubernetes.io=https://github.com/org/repo/pull/1"],
        labels: ["tier=api"],
      },
      crd: {
        annotations: { "api-approved.kubernetes.io": "https://github.com/org/repo/pull/1" },
        labels: { tier: "api" },
      },
    },
    invalid: {
      text: `${k}metadata:labels=tier`,
      target: "type",
      code: "CRD1012",
      says: 'labels entry "tier" is not in key=value form',
    },
  },
  {
    marker: "kubebuilder:selectablefield",
    valid: {
      text: `${k}selectablefield:JSONPath=.spec.type`,
      target: "type",
      value: { JSONPath: ".spec.type" },
      crd: { selectableFields: [{ jsonPath: ".spec.type" }] },
    },
    invalid: {
      text: `${k}selectablefield`,
      target: "type",
      code: "CRD1003",
      says: "missing argument JSONPath",
    },
  },
  {
    marker: "groupName",
    valid: {
      text: "+groupName=apps.example.com",
      target: "package",
      value: "apps.example.com",
      pkg: { groupName: "apps.example.com" },
    },
    invalid: {
      text: "+groupName=apps.example.com",
      target: "field",
      code: "CRD1006",
      says: "applies to packages, not to fields",
    },
  },
  {
    marker: "versionName",
    valid: {
      text: "+versionName=v1beta1",
      target: "package",
      value: "v1beta1",
      pkg: { versionName: "v1beta1" },
    },
    invalid: { text: "+versionName", target: "package", code: "CRD1003", says: "missing value" },
  },
  {
    marker: "kubebuilder:skip",
    valid: { text: `${k}skip`, target: "package", value: true, pkg: { skip: true } },
    invalid: { text: `${k}skip=true`, target: "package", code: "CRD1005", says: '"true"' },
  },
];
