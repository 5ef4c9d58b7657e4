import { describe, expect, it } from "vitest";
import { folderWith, runBin } from "./fixtures.js";

// A CRD with a transition rule, an optionalOldSelf rule, a plain rule and a schema bound, and a status
// subresource.
const gadgetCrd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: gadgets.example.com
spec:
  group: example.com
  names: { kind: Gadget, listKind: GadgetList, plural: gadgets, singular: gadget }
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      subresources: { status: {} }
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size: { type: string, maxLength: 3 }
                class:
                  type: string
                  x-kubernetes-validations:
                    - { rule: self == oldSelf, message: class is immutable }
                level:
                  type: integer
                  x-kubernetes-validations:
                    - rule: "oldSelf.hasValue() ? self >= oldSelf.value() : self <= 5"
                      optionalOldSelf: true
                      message: level may only go up, and starts at most at 5
                color:
                  type: string
                  x-kubernetes-validations:
                    - rule: self in ['red', 'blue']
            status:
              type: object
              properties:
                phase: { type: string }
`;

const gadget = (name: string, spec: string, extra = "") =>
  `apiVersion: example.com/v1\nkind: Gadget\nmetadata:\n  name: ${name}\n${extra}spec: ${spec}\n`;

describe("crdgen validate --old: the update path", () => {
  it("ratchets unchanged invalid values, runs transition rules, and creates objects without an old version", () => {
    const dir = folderWith({
      "crd.yaml": gadgetCrd,
      "old.yaml": gadget("g1", "{ size: large, class: gold, level: 7, color: green }"),
      "new.yaml":
        gadget("g1", "{ size: large, class: silver, level: 6, color: green }") +
        "---\n" +
        gadget("g2", "{ size: s, class: gold, level: 7 }"),
    });
    const run = runBin(["validate", "--crds", "crd.yaml", "--old", "old.yaml", "new.yaml"], dir);
    // The update: size (too long) and color (not red or blue) are unchanged, so only the transition rules speak;
    // the CEL rule error on the unchanged color comes back as the server's warning.
    expect(run.stdout).toContain("new.yaml:5:29 - error CRD5060: spec.class: Invalid value: ");
    expect(run.stdout).toContain("class is immutable");
    expect(run.stdout).toContain("spec.level: Invalid value: ");
    expect(run.stdout).toContain("level may only go up, and starts at most at 5");
    expect(run.stdout).not.toContain("spec.size: Too long");
    expect(run.stdout).toMatch(
      /warning CRD5043: spec\.color: Invalid value: .*failed rule: self in \['red', 'blue'\]/,
    );
    // g2 has no old version: a create, where the optionalOldSelf rule runs and the transition rule does not.
    expect(run.stdout).toContain("error CRD5040: spec.level: Invalid value: ");
    expect(run.stdout).not.toMatch(/CRD5040: spec\.class/);
    expect(run.status).toBe(1);
  });

  it("accepts an update that leaves an invalid object unchanged, and reports it as stored", () => {
    const old = gadget("g1", "{ size: large, class: gold, color: green }", "  namespace: default\n");
    const dir = folderWith({
      "crd.yaml": gadgetCrd,
      // The old object as kubectl get prints it: a List, with status and generation.
      "live.yaml": `apiVersion: v1\nkind: List\nitems:\n  - ${JSON.stringify({
        apiVersion: "example.com/v1",
        kind: "Gadget",
        metadata: { name: "g1", namespace: "default", generation: 3 },
        spec: { size: "large", class: "gold", color: "green" },
        status: { phase: "Ready" },
      })}\n`,
      "new.yaml": old.replace("  namespace: default\n", ""),
    });
    const run = runBin(
      ["validate", "--crds", "crd.yaml", "--old", "live.yaml", "new.yaml", "--format", "json"],
      dir,
    );
    const result = JSON.parse(run.stdout) as {
      objects: { valid: boolean; errors: unknown[]; warnings: string[]; stored: Record<string, unknown> }[];
    };
    const [object] = result.objects;
    expect(object?.valid).toBe(true);
    expect(object?.errors).toEqual([]);
    // Status is the subresource's: kept from the old object; the generation is the old one (spec unchanged).
    expect(object?.stored.status).toEqual({ phase: "Ready" });
    expect(object?.stored.metadata).toMatchObject({ generation: 3 });
    expect(object?.warnings).toHaveLength(1);
    expect(run.status).toBe(0);
  });

  it("lists an error the server's causes repeat once as a diagnostic, and keeps the causes in the JSON output", () => {
    const labelled = '  labels: { "bad label": x }\n';
    const dir = folderWith({
      "crd.yaml": gadgetCrd,
      "old.yaml": gadget("g1", "{ size: s }"),
      "new.yaml": gadget("g1", "{ size: s }", labelled),
    });
    const args = ["validate", "--crds", "crd.yaml", "--old", "old.yaml", "new.yaml"];
    const text = runBin(args, dir);
    // rest.BeforeUpdate and the strategy both check the new metadata: the label is named by several causes.
    expect(text.stdout.match(/error CRD5060: metadata\.labels: Invalid value: "bad label"/g)).toHaveLength(1);
    expect(text.stdout).toContain("1 invalid, 1 error");
    const json = JSON.parse(runBin([...args, "--format", "json"], dir).stdout) as {
      objects: { errors: { field: string }[] }[];
    };
    const causes = json.objects[0]?.errors.filter((error) => error.field === "metadata.labels") ?? [];
    expect(causes.length).toBeGreaterThan(1);
    expect(text.status).toBe(1);
  });

  it("refuses an --old path that cannot be read", () => {
    const dir = folderWith({ "crd.yaml": gadgetCrd, "new.yaml": gadget("g1", "{ size: s }") });
    const run = runBin(["validate", "--crds", "crd.yaml", "--old", "missing.yaml", "new.yaml"], dir);
    expect(run.stderr).toContain("missing.yaml");
    expect(run.status).toBe(2);
  });
});
