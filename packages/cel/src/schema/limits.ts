/**
 * Size limits of apiserver `pkg/cel/limits.go` and `pkg/apis/cel/config.go`, as int64 values (bigint) because
 * the estimates built from them are int64 arithmetic in Go.
 */

/** `celconfig.MaxRequestSizeBytes`: the largest request the API server accepts (3 MiB). */
export const maxRequestSizeBytes = 3n * 1024n * 1024n;
/**
 * `DefaultMaxRequestSizeBytes`: the same limit under the name schemas.go uses.
 * @alias
 */
export const defaultMaxRequestSizeBytes = maxRequestSizeBytes;

/** RFC 3339 durations, like date-times, are at most 30 characters plus 2 quotation marks. */
export const maxDurationSizeJSON = 32n;
/** The longest RFC 3339 date-time, 9999-12-31T23:59:59.999999999Z, plus 2 quotation marks. */
export const maxDatetimeSizeJSON = 32n;
/** Go parses "0" as a duration; plus 2 quotation marks. */
export const minDurationSizeJSON = 3n;
/** YYYY-MM-DD plus 2 quotation marks. */
export const jsonDateSize = 12n;
/** YYYY-MM-DDTHH:MM:SS plus 2 quotation marks. */
export const minDatetimeSizeJSON = 21n;
/** The literal "". */
export const minStringSize = 2n;
/** The literal true. */
export const minBoolSize = 4n;
/** The literal 0. */
export const minNumberSize = 1n;

/** `MaxFormatSize`: the longest format string allowed. */
export const maxFormatSize = 64n;
/** `MaxNameFormatRegexSize`. */
export const maxNameFormatRegexSize = 128n;

/** Go's `math.MaxInt` on 64-bit platforms: the `noMaxLength` of the generic list and map types. */
export const maxInt64 = (1n << 63n) - 1n;
