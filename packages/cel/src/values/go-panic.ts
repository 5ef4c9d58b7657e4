/**
 * A Go runtime panic during evaluation (a failed type assertion in a cost tracker, hashing an unhashable Go value),
 * which `prog.Eval` recovers into the error `internal error: <panic>` (cel/program.go, v0.26.0 lines 288-296): the
 * evaluation ends there, whatever encloses the failed step (`|| true` included), with the cost counted so far.
 */
export class RecoveredPanic extends Error {}
