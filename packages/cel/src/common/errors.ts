import type { Location } from "./source.js";

/**
 * One error of parsing or checking, as cel-go's `common.Error`: the message, the id of the expression it is
 * about (0 when none, as for syntax errors) and where it is, as an offset in code points into the expression
 * text (-1 when unknown). Line and column are derived from the offset when the error is displayed.
 */
export interface CelError {
  readonly message: string;
  readonly exprId: number;
  readonly offset: number;
  /**
   * Where the error is when its offset cannot say: cel-go's `GetLocationByOffset(-1)`, line 1 column -1,
   * for an error about a node the parser made without a location (an offset of -1 alone is `NoLocation`).
   */
  readonly location?: Location;
}
