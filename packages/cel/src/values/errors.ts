/** cel-go's error values (`common/types/err.go`) with their exact message texts. */
import { ErrorValue } from "./value.js";

export const noSuchOverload = (): ErrorValue => new ErrorValue("no such overload");
export const divisionByZero = (): ErrorValue => new ErrorValue("division by zero");
export const modulusByZero = (): ErrorValue => new ErrorValue("modulus by zero");
export const intOverflow = (): ErrorValue => new ErrorValue("integer overflow");
export const uintOverflow = (): ErrorValue => new ErrorValue("unsigned integer overflow");
export const timestampOverflow = (): ErrorValue => new ErrorValue("timestamp overflow");
export const indexOutOfBounds = (index: string): ErrorValue =>
  new ErrorValue(`index out of bounds: ${index}`);
/** `no such key: x`, with the key printed as Go's `%v` prints it. */
export const noSuchKey = (key: string): ErrorValue => new ErrorValue(`no such key: ${key}`);
/** `no such attribute: x` (an undeclared variable, cel-go's `missingAttribute`). */
export const noSuchAttribute = (name: string): ErrorValue => new ErrorValue(`no such attribute(s): ${name}`);
