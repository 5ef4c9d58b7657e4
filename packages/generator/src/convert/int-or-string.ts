import type { IRNode } from "../ir/types.js";
import type { TsType } from "../ts/model.js";
import type { SpecialTypes } from "./special.js";

function isNumberLike(type: TsType, specialTypes: SpecialTypes): boolean {
  const special = specialTypes.of(type);
  return type.kind === "number" || special === "integer" || special === "int32" || special === "int64";
}

function isStringLike(type: TsType): boolean {
  return type.kind === "string" || type.kind === "stringLiteral";
}

// RE2 and ECMAScript agree on these escapes.
function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}

/**
 * `number | string` as int-or-string. With string literals instead of `string` (`number | "auto"`), the
 * strings are limited by a pattern, which only applies to strings: the schema accepts what the type does.
 * Undefined when the members are not numbers and strings.
 */
export function intOrStringOf(members: readonly TsType[], specialTypes: SpecialTypes): IRNode | undefined {
  if (!members.every((m) => isNumberLike(m, specialTypes) || isStringLike(m))) return undefined;
  if (!members.some((m) => isNumberLike(m, specialTypes)) || !members.some(isStringLike)) return undefined;
  if (members.some((m) => m.kind === "string")) return { kind: "intOrString" };
  const literals = members.flatMap((m) => (m.kind === "stringLiteral" ? [String(m.literal)] : []));
  const pattern = `^(?:${literals.map(escapeRegExp).join("|")})$`;
  return { kind: "intOrString", pattern };
}
