import type { MarkerCase } from "./case.js";
import { s } from "./case.js";

const objects = { type: "array", items: s.object } as const;

function topology(alias: "" | "k8s:"): MarkerCase[] {
  return [
    {
      marker: `${alias}listType`,
      valid: {
        text: `+${alias}listType=map`,
        target: "field",
        value: "map",
        schema: objects,
        expected: { ...objects, "x-kubernetes-list-type": "map" },
      },
      invalid: {
        text: `+${alias}listType=bag`,
        target: "field",
        schema: objects,
        code: "CRD1012",
        says: 'listType must be "map" or "set" or "atomic", got "bag"',
      },
    },
    {
      marker: `${alias}listMapKey`,
      valid: {
        text: `+${alias}listMapKey=name`,
        target: "field",
        value: "name",
        schema: { ...objects, "x-kubernetes-list-type": "map" },
        expected: { ...objects, "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"] },
      },
      invalid: {
        text: `+${alias}listMapKey=name`,
        target: "field",
        schema: objects,
        code: "CRD1013",
        says: "needs +listType=map",
      },
    },
    {
      marker: `${alias}mapType`,
      valid: {
        text: `+${alias}mapType=atomic`,
        target: "type",
        value: "atomic",
        schema: s.object,
        expected: { type: "object", "x-kubernetes-map-type": "atomic" },
      },
      invalid: {
        text: `+${alias}mapType=atomic`,
        target: "field",
        schema: s.array,
        code: "CRD1007",
        says: "an object (a map)",
      },
    },
    {
      marker: `${alias}structType`,
      valid: {
        text: `+${alias}structType=granular`,
        target: "field",
        value: "granular",
        expected: { "x-kubernetes-map-type": "granular" },
      },
      invalid: {
        text: `+${alias}structType=bag`,
        target: "field",
        code: "CRD1012",
        says: 'structType must be "granular" or "atomic"',
      },
    },
  ];
}

/** `+listType`, `+listMapKey`, `+mapType`, `+structType`, and the `+k8s:` aliases controller-gen has. */
export const topologyCases: readonly MarkerCase[] = [
  ...topology(""),
  ...topology("k8s:").filter((c) => c.marker === "k8s:listType" || c.marker === "k8s:listMapKey"),
];
