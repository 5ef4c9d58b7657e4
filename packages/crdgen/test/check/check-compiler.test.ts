import { RuleCompiler } from "@crdgen/cel";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { check } from "../../src/check/check.js";

const crd = (plural: string): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${plural}.example.com
spec:
  group: example.com
  names: {kind: Widget, listKind: WidgetList, plural: ${plural}, singular: widget}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties: {size: {type: integer}}
              x-kubernetes-validations:
                - rule: self.size >= 0
      subresources: {}
`;

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("check", () => {
  it("compiles a rule repeated across files once in a run, with the caller's compiler when given", async () => {
    dir = mkdtempSync(join(tmpdir(), "crdgen-check-compiler-"));
    writeFileSync(join(dir, "a.yaml"), crd("widgets"));
    writeFileSync(join(dir, "b.yaml"), crd("gadgets"));
    const compiler = new RuleCompiler();
    const result = await check([dir], { compiler });
    expect(result.summary).toMatchObject({ files: 2, crds: 2, errors: 0 });
    expect(compiler.stats).toMatchObject({ rules: 2, compiled: 1 });
  });
});
