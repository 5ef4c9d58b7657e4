import type { CelType } from "../common/types.js";

/**
 * cel-go's `checker.FormatCELType`: the type text of the checker's error messages and of the checked-AST
 * debug strings. It differs from `formatType` (`Type.String()`) for the well-known types (`timestamp`, not
 * `google.protobuf.Timestamp`), `null`, `!error!`, type parameters (bare name) and function types.
 */
export function formatCheckedType(type: CelType): string {
  switch (type.kind) {
    case "any":
      return "any";
    case "duration":
      return "duration";
    case "error":
      return "!error!";
    case "null_type":
      return "null";
    case "timestamp":
      return "timestamp";
    case "type_param":
      return type.name;
    case "opaque":
      if (type.name === "function") {
        const [result, ...args] = type.params;
        return formatFunctionType(result, args, false);
      }
      break;
    default:
      break;
  }
  if (type.params.length === 0) return type.nullable === true ? `wrapper(${type.name})` : type.name;
  return `${type.name}(${type.params.map(formatCheckedType).join(", ")})`;
}

/** cel-go's `formatFunctionDeclType`: `(int, string) -> bool`, `string.(int)` for member calls. */
export function formatFunctionType(
  result: CelType | undefined,
  argTypes: readonly CelType[],
  isInstance: boolean,
): string {
  let text = "";
  let args = argTypes;
  if (isInstance && args.length > 0) {
    const [target, ...rest] = args;
    if (target !== undefined) text += `${formatCheckedType(target)}.`;
    args = rest;
  }
  text += `(${args.map(formatCheckedType).join(", ")})`;
  const resultText = result === undefined ? "" : formatCheckedType(result);
  if (resultText !== "") text += ` -> ${resultText}`;
  return text;
}
