/**
 * The defaults' CEL evaluator (rule C9) builds its overload registry (the Kubernetes environment's) only when a
 * rule is evaluated: schemas whose defaults have no rule on or below them (most) never need one.
 */
import { describe, expect, it, vi } from "vitest";
import * as cel from "@crdgen/cel";
import { validateDefaults } from "../../src/defaults/index.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

vi.mock("@crdgen/cel", async (importOriginal) => {
  const original = await importOriginal<typeof cel>();
  return { ...original, kubernetesOverloads: vi.fn(original.kubernetesOverloads) };
});

const path = FieldPath.root("spec.validation.openAPIV3Schema");
const withDefault = (rules: JSONSchemaProps["x-kubernetes-validations"]): JSONSchemaProps => ({
  type: "object",
  properties: {
    a: {
      type: "string",
      default: "x",
      ...(rules === undefined ? {} : { "x-kubernetes-validations": rules }),
    },
  },
});

describe("validateDefaults and the CEL overload registry", () => {
  it("builds no registry when no default has a rule on or below it", () => {
    vi.mocked(cel.kubernetesOverloads).mockClear();
    expect(validateDefaults(withDefault(undefined), path, { requirePrunedDefaults: true })).toEqual([]);
    expect(cel.kubernetesOverloads).not.toHaveBeenCalled();
  });

  it("builds one when a rule is evaluated on a default, and the rule is checked", () => {
    vi.mocked(cel.kubernetesOverloads).mockClear();
    const errors = validateDefaults(withDefault([{ rule: "self == 'y'" }]), path, {
      requirePrunedDefaults: true,
    });
    expect(errors.map((e) => e.field)).toEqual(["spec.validation.openAPIV3Schema.properties[a].default"]);
    expect(cel.kubernetesOverloads).toHaveBeenCalledTimes(1);
  });

  // The server evaluates a default's rules with the CRD environment's libraries, as it evaluates a custom
  // resource's (apiextensions-apiserver v0.35.0 pkg/apiserver/schema/defaulting/validation.go:93-95,
  // cel.NewValidator → the stored-expressions environment): a rule calling the regex, quantity or URL library
  // refuses a default as it would refuse the object.
  it.each([
    ["self.find('[0-9]+') != ''", "failed rule: self.find('[0-9]+') != ''"],
    [
      "quantity(self).isGreaterThan(quantity('1'))",
      "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$' evaluating rule: quantity must hold",
    ],
    ["isURL(self)", "failed rule: isURL(self)"],
    [
      "!format.dns1123Label().validate(self).hasValue() && self.size() > 1",
      "failed rule: !format.dns1123Label().validate(self).hasValue() && self.size() > 1",
    ],
  ])("evaluates the Kubernetes libraries on a default: %s", (rule, detail) => {
    const message = rule.startsWith("quantity") ? { message: "quantity must hold" } : {};
    const errors = validateDefaults(withDefault([{ rule, ...message }]), path, {
      requirePrunedDefaults: true,
    });
    expect(errors.map((e) => [e.field, e.detail])).toEqual([
      ["spec.validation.openAPIV3Schema.properties[a].default", detail],
    ]);
  });
});
