/**
 * A variable whose value is an optional (the CRD rules' `oldSelf` under `optionalOldSelf`) as cel-go resolves it:
 * `applyQualifiers` unwraps it to its value's Go value (`optObj.GetValue().Value()`, interpreter/attributes.go:
 * 1259-1266 at v0.26.0) and `absoluteAttribute.Resolve` wraps that again with `NativeToValue` (306-326). An error
 * value's Go value is its Go error, which `NativeToValue` does not take: the optional then holds that conversion's
 * error (`unsupported conversion to ref.Val: (%T)%v`, common/types/err.go:96), `*errors.errorString` for the errors
 * of apiserver's value conversion (types.NewErr). Other values come back as native CEL values, which this does
 * not model (see the report of session 17: null fields of objects, list types).
 */
import { ErrorValue, OptionalValue, type CelValue } from "../values/value.js";

export function resolvedVariable(v: CelValue): CelValue {
  if (!(v instanceof OptionalValue) || !(v.value instanceof ErrorValue)) return v;
  return new OptionalValue(
    new ErrorValue(`unsupported conversion to ref.Val: (*errors.errorString)${v.value.message}`),
  );
}
