import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CustomResourceDefinition, JSONSchemaProps } from "@crdgen/structural";
import { crdgenBin } from "../support/bin.js";

/** A namespaced Widget CRD (example.com/v1, served and stored) whose `spec` has the given properties. */
export function widgetCrdWithSpec(properties: Record<string, JSONSchemaProps>): CustomResourceDefinition {
  return widgetCrdWithSpecSchema({ type: "object", properties });
}

/** The Widget CRD of {@link widgetCrdWithSpec} with `spec`'s whole schema given (its own rules, say). */
export function widgetCrdWithSpecSchema(spec: JSONSchemaProps): CustomResourceDefinition {
  return {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name: "widgets.example.com" },
    spec: {
      group: "example.com",
      names: { kind: "Widget", plural: "widgets" },
      scope: "Namespaced",
      versions: [
        {
          name: "v1",
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: { type: "object", properties: { spec } },
          },
        },
      ],
    },
  };
}

/** A Widget CRD: spec.size an integer up to 10 (required), spec.mode defaulted, a set of tags. */
export const widgetCrd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
    listKind: WidgetList
    plural: widgets
    singular: widget
  scope: Namespaced
  versions:
    - name: v1beta1
      served: true
      storage: false
      deprecated: true
      schema:
        openAPIV3Schema:
          type: object
          x-kubernetes-preserve-unknown-fields: true
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              required: [size]
              properties:
                size:
                  type: integer
                  maximum: 10
                mode:
                  type: string
                  default: fast
                count:
                  type: integer
                ratio:
                  type: number
                tags:
                  type: array
                  x-kubernetes-list-type: set
                  items:
                    type: string
`;

/** A fresh folder holding `files`. */
export function folderWith(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), "crdgen-validate-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Runs the built bin in `cwd`. */
export function runBin(args: readonly string[], cwd: string, input?: string) {
  const run = spawnSync(process.execPath, [crdgenBin, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    ...(input === undefined ? {} : { input }),
    maxBuffer: 64 * 1024 * 1024,
  });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}
