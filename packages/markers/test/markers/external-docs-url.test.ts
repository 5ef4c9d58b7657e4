import { describe, expect, it } from "vitest";
import { parseLine } from "../support/comment.js";

/*
 * controller-gen checks an externalDocs url with Go's url.ParseRequestURI (controller-tools 434758187ddd,
 * pkg/crd/markers/crd.go:560). Each answer below is Go 1.25's, run on the string; the WHATWG URL parser
 * disagrees on the first three (it accepts bad escapes and refuses a port above 65535).
 */
const goAnswers: readonly (readonly [string, boolean])[] = [
  ["https://example.com/%zz", false],
  ["http://x/%", false],
  ["http://x:99999/", true],
  ["mailto:someone@example.com", true],
  ["//host/path", true],
  ["/relative/docs", true],
  ["https://exa mple.com/x", false],
  ["notaurl", false],
  ["http://[::1", false],
];

describe("+kubebuilder:externalDocs url", () => {
  it.each(goAnswers)("%s: accepted as Go's url.ParseRequestURI accepts it (%s)", (url, valid) => {
    const parsed = parseLine(`+kubebuilder:externalDocs:url=${JSON.stringify(url)}`, "field");
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(valid ? [] : ["CRD1012"]);
  });
});
