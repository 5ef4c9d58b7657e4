/** JSON.stringify's first step on a value: an object with a toJSON method (Date, Int64Scalar) is replaced by its result. */
export function replacedByToJson(value: unknown): unknown {
  if (
    typeof value === "object" &&
    value !== null &&
    "toJSON" in value &&
    typeof value.toJSON === "function"
  ) {
    return (value.toJSON as () => unknown)();
  }
  return value;
}
