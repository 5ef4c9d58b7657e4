/** The runtime overloads of the standard and optional libraries, as one registry. */
import { arithmeticOverloads } from "./arithmetic.js";
import { comparisonOverloads } from "./comparison.js";
import { conversionOverloads } from "./conversions.js";
import { functionOverloads } from "./functions.js";
import { optionalOverloads } from "./optional.js";
import { OverloadRegistry } from "./overload.js";
import { timeOverloads } from "./time-functions.js";

export function standardOverloads(): OverloadRegistry {
  return new OverloadRegistry().add(
    ...arithmeticOverloads,
    ...comparisonOverloads,
    ...conversionOverloads,
    ...functionOverloads,
    ...timeOverloads,
    ...optionalOverloads,
  );
}
