/**
 * Erroneous list elements in attribute chains. apiserver's unstructured list `Get` converts an element that does
 * not match its schema (a null where the items are not nullable, a string where they are integers) to an error
 * value (pkg/cel/common/valuesunstructured.go:524-534 at v0.35.0), and cel-go's `refQualify` returns what a list's
 * `Get` returns as a successful qualification (interpreter/attributes.go:1346-1355 at v0.26.0): the index is
 * observed as any qualifier, and the chain applies its next qualifier to the error, which fails there and is
 * observed too (`evalWatchConstQual.Qualify` observes failures, interpretable.go:937-947), unless the chain is
 * optional (`QualifyIfPresent` observes only what is present, 949-963). An error of a field or a key instead stops
 * the chain where it is met (`applyQualifiers`, attributes.go:1259-1293): one qualifier less to pay for. The
 * same holds for the error `Get` returns for an index it does not take (a double or a uint: only an int,
 * valuesunstructured.go:524-528), after refQualify's `IndexOrError` accepted it. At the end of an optional chain
 * the error found is the value present: `optional.of(<error>)` (applyQualifiers returns it with isOpt).
 */
import type { Expr } from "../ast/expr.js";
import { type CelValue, ErrorValue, ListValue, OptionalValue } from "../values/value.js";

/** The error a list read from an object returns from `Get` for an index it does not take. */
export class ListGetError extends ErrorValue {}

/** An erroneous list element an attribute chain's index reached: the chain goes on to its next qualifier. */
export class ElementError extends ErrorValue {
  constructor(
    error: ErrorValue,
    /** The chain is optional (`a[?0]`, or an optional qualifier before): its next qualifier costs nothing. */
    readonly optionalChain: boolean,
  ) {
    super(error.message, error.exprId);
  }

  /** The same error once the next qualifier has failed on it: the chain goes no further. */
  stopped(): ErrorValue {
    return new ErrorValue(this.message, this.exprId);
  }
}

/**
 * Whether `found`, which qualifying `obj` gave, is what the list's `Get` returned: one of its erroneous elements,
 * or its refusal of the index (not an error of `IndexOrError`, which fails the qualifier itself).
 */
export function isListElement(obj: CelValue, found: ErrorValue): boolean {
  return obj instanceof ListValue && (found instanceof ListGetError || obj.elements.includes(found));
}

/** Whether `e` is a qualifier of an attribute chain (a select or an index), which an {@link ElementError} reaches. */
export function isChainQualifier(e: Expr): boolean {
  if (e.kind === "select") return !e.testOnly;
  return e.kind === "call" && (e.function === "_[_]" || e.function === "_[?_]" || e.function === "_?._");
}

/**
 * An attribute's value as it leaves its chain: an {@link ElementError} is a plain error outside it, present in an
 * optional chain (`optional.of(<error>)`).
 */
export function settled(v: CelValue): CelValue {
  if (!(v instanceof ElementError)) return v;
  return v.optionalChain ? new OptionalValue(v.stopped()) : v.stopped();
}
