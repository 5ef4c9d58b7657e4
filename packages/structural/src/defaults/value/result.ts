/** kube-openapi's validation error codes (pkg/validation/errors), the ones its schema validator produces. */
export type ValidationCode =
  | "InvalidType"
  | "Required"
  | "TooLong"
  | "TooShort"
  | "Pattern"
  | "Enum"
  | "MultipleOf"
  | "Max"
  | "Min"
  | "Unique"
  | "MaxItems"
  | "MinItems"
  | "TooFewProperties"
  | "TooManyProperties"
  | "UnallowedProperty"
  | "MultipleOfMustBePositive";

/** An `*errors.Validation`: a failed check at a named place of the value. */
export interface ValidationFailure {
  readonly kind: "validation";
  readonly code: ValidationCode;
  /** The dotted name of the value (`spec.foo`, `.foo` for some root-level checks, `` for the root). */
  readonly name: string;
  /** The offending value; `undefined` stands for Go's nil. */
  readonly value?: unknown;
  /** The limit that was broken (maxLength, maxItems …), where kube-openapi records it. */
  readonly valid?: number;
  /** The allowed values of an enum. */
  readonly values?: readonly unknown[];
  readonly message: string;
}

/** A composite-schema error (`errors.New`): the API server reports it at the root of the value. */
export interface CompositeFailure {
  readonly kind: "composite";
  /** The dotted name of the value whose validator raised it. */
  readonly name: string;
  readonly message: string;
}

export type OpenAPIFailure = ValidationFailure | CompositeFailure;

/**
 * kube-openapi's `Result`: errors (kept unique by message, as `AddErrors` does) and a match count, which decides
 * whose errors are reported when no `anyOf`/`oneOf` branch matches.
 */
export class Result {
  readonly errors: OpenAPIFailure[] = [];
  matchCount = 0;
  // The messages of `errors`, once there are more than a few: an object with hundreds of errors would compare
  // each new one with every earlier one (AddErrors keeps them unique by message).
  #messages: Set<string> | undefined;

  /** A result holding one error and no matches (kube-openapi's `errorHelp.sErr`). */
  static failure(error: OpenAPIFailure): Result {
    const result = new Result();
    result.errors.push(error);
    return result;
  }

  addErrors(...errors: OpenAPIFailure[]): void {
    this.addErrorList(errors);
  }

  /** {@link addErrors} of one error, without the argument list. */
  addError(error: OpenAPIFailure): void {
    if (!this.#holds(error.message)) this.#push(error);
  }

  private addErrorList(errors: readonly OpenAPIFailure[]): void {
    for (const error of errors) {
      if (!this.#holds(error.message)) this.#push(error);
    }
  }

  // Whether an error with this message is held already.
  #holds(message: string): boolean {
    const errors = this.errors;
    if (this.#messages !== undefined) return this.#messages.has(message);
    if (errors.length < scanLimit) {
      for (let i = 0; i < errors.length; i++) {
        if ((errors[i] as OpenAPIFailure).message === message) return true;
      }
      return false;
    }
    this.#messages = new Set(errors.map((error) => error.message));
    return this.#messages.has(message);
  }

  #push(error: OpenAPIFailure): void {
    this.errors.push(error);
    this.#messages?.add(error.message);
  }

  /** Adds the errors and match counts of the others; `undefined` stands for a nil result. */
  merge(...others: (Result | undefined)[]): this {
    for (const other of others) this.mergeOne(other);
    return this;
  }

  /** {@link merge} of one result, without the argument list: the validator merges once per value and check. */
  mergeOne(other: Result | undefined): this {
    if (other === undefined) return this;
    if (other.errors.length > 0) this.addErrorList(other.errors);
    this.matchCount += other.matchCount;
    return this;
  }

  /** Drops the errors added since there were `count` (a ratcheted value's, see `ValueWalk.leave`). */
  dropErrorsFrom(count: number): void {
    const messages = this.#messages;
    // The messages are unique, so each dropped one is no longer held.
    if (messages !== undefined) {
      for (let i = count; i < this.errors.length; i++) {
        messages.delete((this.errors[i] as OpenAPIFailure).message);
      }
    }
    this.errors.length = count;
  }

  inc(): void {
    this.matchCount++;
  }

  isValid(): boolean {
    return this.errors.length === 0;
  }
}

// Up to this many errors a new one is compared with each; past it, the messages are kept in a set.
const scanLimit = 16;
