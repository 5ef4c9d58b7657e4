/**
 * The checker's error texts, exactly as cel-go's `checker/errors.go` words them.
 */
import type { CelError } from "../common/errors.js";
import type { CelType } from "../common/types.js";
import { formatCheckedType, formatFunctionType } from "./format.js";

export class TypeErrors {
  readonly errors: CelError[] = [];

  constructor(private readonly offsetOf: (exprId: number) => number) {}

  private report(exprId: number, message: string): void {
    this.errors.push({ message, exprId, offset: this.offsetOf(exprId) });
  }

  fieldTypeMismatch(id: number, name: string, field: CelType, value: CelType): void {
    this.report(
      id,
      `expected type of field '${name}' is '${formatCheckedType(field)}' but provided type is '${formatCheckedType(value)}'`,
    );
  }

  noMatchingOverload(id: number, name: string, args: readonly CelType[], isInstance: boolean): void {
    const signature = formatFunctionType(undefined, args, isInstance);
    this.report(id, `found no matching overload for '${name}' applied to '${signature}'`);
  }

  notAComprehensionRange(id: number, t: CelType): void {
    this.report(
      id,
      `expression of type '${formatCheckedType(t)}' cannot be range of a comprehension (must be list, map, or dynamic)`,
    );
  }

  notAnOptionalFieldSelectionCall(id: number, detail: string): void {
    this.report(id, `unsupported optional field selection: ${detail}`);
  }

  notAnOptionalFieldSelection(id: number, field: string): void {
    this.report(id, `unsupported optional field selection: ${field}`);
  }

  notAType(id: number, typeName: string): void {
    this.report(id, `'${typeName}' is not a type`);
  }

  notAMessageType(id: number, typeName: string): void {
    this.report(id, `'${typeName}' is not a message type`);
  }

  typeDoesNotSupportFieldSelection(id: number, t: CelType): void {
    this.report(id, `type '${formatCheckedType(t)}' does not support field selection`);
  }

  typeMismatch(id: number, expected: CelType, actual: CelType): void {
    this.report(
      id,
      `expected type '${formatCheckedType(expected)}' but found '${formatCheckedType(actual)}'`,
    );
  }

  undefinedField(id: number, field: string): void {
    this.report(id, `undefined field '${field}'`);
  }

  undeclaredReference(id: number, container: string, name: string): void {
    this.report(id, `undeclared reference to '${name}' (in container '${container}')`);
  }

  unexpectedFailedResolution(id: number, typeName: string): void {
    this.report(id, `unexpected failed resolution of '${typeName}'`);
  }

  unexpectedASTType(id: number, kind: string, typeName: string): void {
    this.report(id, `unexpected ${kind} type: ${typeName}`);
  }

  incompatibleType(id: number, previous: CelType, next: CelType): void {
    this.report(
      id,
      `incompatible type already exists for expression: (${id}) old:${formatCheckedType(previous)}, new:${formatCheckedType(next)}`,
    );
  }
}
