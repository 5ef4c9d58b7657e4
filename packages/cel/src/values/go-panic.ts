/**
 * A Go runtime panic during evaluation (a failed type assertion in a cost tracker, hashing an unhashable Go value),
 * which `prog.Eval` recovers into the error `internal error: <panic>` (cel/program.go, v0.26.0 lines 288-296): the
 * evaluation ends there, whatever encloses the failed step (`|| true` included), with the cost counted so far.
 */
export class RecoveredPanic extends Error {}

/**
 * A Go runtime panic that cel-go does not recover: while checking (`Env.Check` runs the AST validators as they are)
 * or planning (`Program()`). The API server then answers the request that compiles the expression (a CRD's
 * create or update) with HTTP 500 instead of an error of its own.
 */
export class UnrecoveredPanic extends Error {}
