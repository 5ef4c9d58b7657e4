/**
 * apiserver `pkg/cel/library/urls.go` through CEL: the getters' values, `url()`'s error text, `isURL`, and
 * `kubernetes.URL` equality (`URL.Equal`, on `String()`). apiserver has no urls_test.go; the expressions are
 * the library's doc examples (urls.go's package comment) and Go's net/url results.
 */
import { describe, expect, it } from "vitest";
import { kubernetesUrlsLibrary } from "../../../src/decls/kubernetes/urls.js";
import { ErrorValue, ListValue, MapValue } from "../../../src/values/value.js";
import { newEnv, run } from "./harness.js";

const env = newEnv(["kubernetes.urls", kubernetesUrlsLibrary()]);
const value = (expr: string) => run(env, expr);

describe("urls.go", () => {
  it.each([
    ["url('https://user:pass@example.com:80/path?query=val#fragment').getScheme()", "https"],
    ["url('/absolute-path').getScheme()", ""],
    ["url('https://example.com:80/').getHost()", "example.com:80"],
    ["url('https://example.com/').getHost()", "example.com"],
    ["url('https://[::1]:80/').getHost()", "[::1]:80"],
    ["url('https://[::1]/').getHost()", "[::1]"],
    ["url('/path').getHost()", ""],
    ["url('https://example.com:80/').getHostname()", "example.com"],
    ["url('https://127.0.0.1:80/').getHostname()", "127.0.0.1"],
    ["url('https://[::1]:80/').getHostname()", "::1"],
    ["url('/path').getHostname()", ""],
    ["url('https://example.com:80/').getPort()", "80"],
    ["url('https://example.com/').getPort()", ""],
    ["url('/path').getPort()", ""],
    ["url('https://example.com/path').getEscapedPath()", "/path"],
    ["url('https://example.com/path with spaces/').getEscapedPath()", "/path%20with%20spaces/"],
    ["url('https://example.com').getEscapedPath()", ""],
  ])("%s", (expr, want) => {
    expect(value(expr)).toBe(want);
  });

  it("getQuery: each key's values in order, escapes decoded, ';' settings dropped", () => {
    const q = value("url('https://example.com/path?k1=a&k2=b&k2=c&k3=%20x+y&bad;=1').getQuery()");
    expect(q).toBeInstanceOf(MapValue);
    const entries = q instanceof MapValue ? [...q.entries()] : [];
    expect(entries.map(([k, v]) => [k, v instanceof ListValue ? v.elements : v])).toEqual([
      ["k1", ["a"]],
      ["k2", ["b", "c"]],
      ["k3", [" x y"]],
    ]);
    expect(value("url('https://example.com/path?k1=a&k2=b&k2=c').getQuery()['k2'] == ['b', 'c']")).toBe(true);
  });

  it.each([
    ["isURL('https://user:pass@example.com:80/path?query=val#fragment')", true],
    ["isURL('/absolute-path')", true],
    ["isURL('https://a:b:c/')", false],
    ["isURL('../relative-path')", false],
    ["isURL('')", false],
  ])("%s", (expr, want) => {
    expect(value(expr)).toBe(want);
  });

  it.each([
    ["url('../relative-path')", 'parse "../relative-path": invalid URI for request'],
    ["url('https://a:b:c/')", 'parse "https://a:b:c/": invalid port ":c" after host'],
    ["url('')", 'parse "": empty url'],
    // ParseRequestURI keeps the fragment in the path, where '%' must escape.
    ["url('https://example.com/#%zz')", 'parse "https://example.com/#%zz": invalid URL escape "%zz"'],
  ])("%s fails with urls.go's text", (expr, goError) => {
    const v = value(expr);
    expect(v).toBeInstanceOf(ErrorValue);
    expect(v instanceof ErrorValue ? v.message : v).toBe(
      `URL parse error during conversion from string: ${goError}`,
    );
  });

  it("a fragment passes ParseRequestURI as part of the path, and url() keeps it as Parse does", () => {
    expect(value("url('https://example.com/p#frag').getEscapedPath()")).toBe("/p");
    expect(value("isURL('https://example.com/p#frag')")).toBe(true);
  });

  it("compares URLs by their String() form", () => {
    expect(value("url('HTTPS://example.com/a%20b') == url('https://example.com/a b')")).toBe(true);
    expect(value("url('https://example.com/') == url('https://example.com')")).toBe(false);
  });
});
