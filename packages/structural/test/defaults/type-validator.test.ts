import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SchemaViews } from "../../src/defaults/value/schema-view.js";
import { validateType } from "../../src/defaults/value/type-validator.js";
import { ValueWalk } from "../../src/defaults/value/value-walk.js";
import { Result } from "../../src/defaults/value/result.js";
import type { JSONSchemaProps } from "../../src/model/schema-types.js";
import { goKind } from "../../src/model/json-value.js";

// kube-openapi 589584f1c912 typeValidator.Validate (type.go:132-173) on decoded JSON values, against a model written
// here from that Go, for the nodes custom resources are validated with (formats stripped, int-or-string typed
// integer and string) and those default values are (as written).

// swag v0.23.0 IsFloat64AJSONInteger (convert.go:30-52), float64(uint64(f)) as amd64 computes it.
function swagIsInteger(f: number): boolean {
  const max = 2 ** 53 - 1;
  if (!Number.isFinite(f) || f < -max || f > max) return false;
  const truncated = BigInt(Math.trunc(f));
  const g = Number(truncated < 0n ? truncated + 2n ** 64n : truncated);
  if (f === g || f === Number(truncated)) return true;
  const diff = Math.abs(f - g);
  if (g === 0 || diff < 5e-324) return false;
  return diff / Math.min(Math.abs(f) + Math.abs(g), Number.MAX_VALUE) < 1e-9;
}

// schemaInfoForType of a decoded JSON value: its JSON type and format.
function schemaInfo(data: unknown): [string, string] {
  switch (goKind(data)) {
    case "bool":
      return ["boolean", ""];
    case "string":
      return ["string", ""];
    case "int64":
      return ["integer", "int64"];
    case "float64":
      return ["number", "float64"];
    case "slice":
      return ["array", ""];
    default:
      return ["object", ""];
  }
}

// The message of the error, or undefined when the value passes.
function model(
  types: readonly string[],
  nullable: boolean,
  format: string,
  data: unknown,
): string | undefined {
  if (data === null) {
    return types.length > 0 && !types.includes("null") && !nullable
      ? `x in body must be of type ${types.join(",")}: "null"`
      : undefined;
  }
  const kind = goKind(data);
  const [schType, fmt] = schemaInfo(data);
  const isLowerInt = format === "int64" && fmt === "int32";
  const isLowerFloat = format === "float64" && fmt === "float32";
  const isFloatInt = schType === "number" && swagIsInteger(data as number) && types.includes("integer");
  const isIntFloat = schType === "integer" && types.includes("number");
  const textual = kind === "string" || kind === "slice";
  if (
    !textual &&
    format !== "" &&
    !(types.includes(schType) || fmt === format || isFloatInt || isIntFloat || isLowerInt || isLowerFloat)
  ) {
    return `x in body must be of type ${format}: "${fmt}"`;
  }
  if (!(types.includes("number") || types.includes("integer")) && format !== "" && textual) return undefined;
  if (!(types.includes(schType) || isFloatInt || isIntFloat)) {
    return `x in body must be of type ${types.join(",")}: "${schType}"`;
  }
  return undefined;
}

// formats.go:95-103 (v0.35.0): the format a custom resource's node keeps, whatever its type.
const supported = new Set([
  "datetime",
  "date",
  "byte",
  "uuid",
  "email",
  "k8sshortname",
  "duration",
  "password",
]);
function kept(format: string): string {
  return supported.has(format.replaceAll("-", "")) ? format : "";
}

function message(views: SchemaViews, node: JSONSchemaProps, data: unknown): string | undefined {
  const walk = new ValueWalk();
  walk.enterProperty("x", new Result());
  const [error] = validateType(views.of(node), walk, data).errors;
  return error?.message;
}

describe("typeValidator", () => {
  it("matches the model for custom resources and default values", () => {
    const types = ["string", "integer", "number", "boolean", "array", "object", undefined];
    const formats = [
      "",
      "int32",
      "int64",
      "float",
      "double",
      "float64",
      "date-time",
      "byte",
      "password",
      "x",
    ];
    const values = [
      null,
      true,
      "a",
      "",
      0,
      5,
      -2,
      2.5,
      -2.0000000001,
      2.9999999999,
      2 ** 63,
      1e300,
      [],
      [1],
      {},
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(...formats),
        fc.constantFrom(...values),
        fc.boolean(),
        (type, intOrString, nullable, format, data, customResource) => {
          const node: JSONSchemaProps = {
            ...(type === undefined ? {} : { type }),
            ...(intOrString ? { "x-kubernetes-int-or-string": true } : {}),
            ...(nullable ? { nullable } : {}),
            ...(format === "" ? {} : { format }),
          };
          const views = new SchemaViews({ customResource });
          const declared =
            customResource && intOrString ? ["integer", "string"] : type === undefined ? [] : [type];
          const effective = customResource ? kept(format) : format;
          // The schema validator runs the type check only for a node with a type or a format (type.go:124-130).
          if (declared.length === 0 && effective === "") return;
          expect(message(views, node, data)).toBe(model(declared, nullable, effective, data));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
