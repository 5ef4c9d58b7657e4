/**
 * The defaults' CEL evaluator (rule C9) builds its overload registry only when a rule is evaluated: schemas whose
 * defaults have no rule on or below them (most) never need one.
 */
import { describe, expect, it, vi } from "vitest";
import * as cel from "@crdgen/cel";
import { validateDefaults } from "../../src/defaults/index.js";
import { FieldPath } from "../../src/model/path.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";

vi.mock("@crdgen/cel", async (importOriginal) => {
  const original = await importOriginal<typeof cel>();
  return { ...original, standardOverloads: vi.fn(original.standardOverloads) };
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
    vi.mocked(cel.standardOverloads).mockClear();
    expect(validateDefaults(withDefault(undefined), path, { requirePrunedDefaults: true })).toEqual([]);
    expect(cel.standardOverloads).not.toHaveBeenCalled();
  });

  it("builds one when a rule is evaluated on a default, and the rule is checked", () => {
    vi.mocked(cel.standardOverloads).mockClear();
    const errors = validateDefaults(withDefault([{ rule: "self == 'y'" }]), path, {
      requirePrunedDefaults: true,
    });
    expect(errors.map((e) => e.field)).toEqual(["spec.validation.openAPIV3Schema.properties[a].default"]);
    expect(cel.standardOverloads).toHaveBeenCalledTimes(1);
  });
});
