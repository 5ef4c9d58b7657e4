/**
 * What a check keeps for the whole run (the CRD's name in the report, the compiled rules and patterns) must not
 * keep the file's text alive: substrings V8 makes of a long text point into it. Measured with a collection
 * before and after, the text being ten times larger than anything else the check keeps.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { RuleCompiler } from "@crdgen/cel";
import { describe, expect, it } from "vitest";
import { checkManifestText } from "../../src/check/check-text.js";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

function heapUsed(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

// A CRD with a long name, a pattern and a rule of 13 characters or more (shorter substrings are copies anyway),
// then a long comment: the text is ~8 MB.
function manifest(i: number, padding = 8_000_000): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets${i}.example.kept-text.io
spec:
  group: example.kept-text.io
  names: {kind: Widget${i}, listKind: Widget${i}List, plural: widgets${i}, singular: widget${i}}
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
              x-kubernetes-validations:
                - rule: "self.size${i} == 'a-long-literal-${i}'"
              properties:
                size${i}: {type: string, maxLength: 64, pattern: "^[a-z]+-long-pattern-${i}$"}
# ${"x".repeat(padding)}
`;
}

describe("checkManifestText", () => {
  it("keeps no file's text once the file is checked", () => {
    const compiler = new RuleCompiler();
    // What the first check builds once (environments, tables) is not what is measured.
    checkManifestText(manifest(2, 0), "warm-up.yaml", { compiler });
    const before = heapUsed();
    const reports = [0, 1].map((i) => checkManifestText(manifest(i), `kept-${i}.yaml`, { compiler }));
    const kept = heapUsed() - before;
    expect(reports.map((r) => r.documents.map((d) => [d.name, d.errors.length]))).toEqual([
      [["widgets0.example.kept-text.io", 0]],
      [["widgets1.example.kept-text.io", 0]],
    ]);
    expect(compiler.stats.compiled).toBe(3);
    expect(kept).toBeLessThan(4_000_000);
  });
});
