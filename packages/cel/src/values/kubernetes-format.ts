/** apiserver `pkg/cel/format.go` `Format`: a named string format as a CEL value of type `kubernetes.NamedFormat`. */
import { OpaqueValue } from "./value.js";

export class FormatValue extends OpaqueValue {
  readonly typeName = "kubernetes.NamedFormat";
  /**
   * @param name the Go `Name` (`DNS1123Label`, `uuid` …), which equality compares
   * @param validate the `ValidateFunc`: the validator's error texts, empty when the string is valid
   * @param maxRegexSize the regex size (or estimate) `validate` is charged for at runtime
   */
  constructor(
    readonly name: string,
    readonly validate: (s: string) => readonly string[],
    readonly maxRegexSize: number,
  ) {
    super();
  }
  /** `Format.Equal`: formats are equal when their names are. */
  equals(other: OpaqueValue): boolean {
    return other instanceof FormatValue && other.name === this.name;
  }
  toString(): string {
    return this.name;
  }
}
