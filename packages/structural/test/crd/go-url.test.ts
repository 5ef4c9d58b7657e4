import { describe, expect, it } from "vitest";
import { parseGoURL } from "../../src/crd/go-url.js";
import { renderGoValue } from "../../src/model/go-value.js";

describe("parseGoURL (Go's url.Parse / url.ParseRequestURI)", () => {
  it.each([
    [
      "https://user:pw@example.com:8443/a/b?x=1#frag",
      { scheme: "https", host: "example.com:8443", user: "user:pw", rawQuery: "x=1", fragment: "frag" },
    ],
    ["HTTPS://h", { scheme: "https", host: "h", user: undefined, rawQuery: "", fragment: "" }],
    ["/relative/path", { scheme: "", host: "", user: undefined, rawQuery: "", fragment: "" }],
    ["mailto:someone", { scheme: "mailto", host: "", user: undefined, rawQuery: "", fragment: "" }],
    [
      "https://[::1]:443/",
      { scheme: "https", host: "[::1]:443", user: undefined, rawQuery: "", fragment: "" },
    ],
  ])("parses %s", (url, expected) => {
    expect(parseGoURL(url)).toEqual(expected);
  });

  it.each([
    ["://h", 'parse "://h": missing protocol scheme'],
    ["https://h:port/", 'parse "https://h:port/": invalid port ":port" after host'],
    ["https://h\n/", 'parse "https://h\\n/": net/url: invalid control character in URL'],
    ["a:b/c", undefined],
    ["1a:b", 'parse "1a:b": first path segment in URL cannot contain colon'],
    ["https://h/%zz", 'parse "https://h/%zz": invalid URL escape "%zz"'],
    ["https://[::1/", `parse "https://[::1/": missing ']' in host`],
  ])("reports %j", (url, expected) => {
    const parsed = parseGoURL(url);
    if (expected === undefined) expect(typeof parsed).toBe("object");
    else expect(parsed).toBe(expected);
  });

  // Outputs of Go's own url.Parse for these inputs (net/url: parseAuthority, validUserinfo, unescape,
  // Userinfo.String, setFragment).
  it.each([
    ["https://us!er:p%41ss:x@h/", { user: "us%21er:pAss%3Ax", fragment: "" }],
    ["https://u%40x@h/", { user: "u%40x", fragment: "" }],
    ["https://@h/", { user: "", fragment: "" }],
    ["https://h/#a%20b", { user: undefined, fragment: "a b" }],
    ["https://h%C3%A9/", { user: undefined, fragment: "" }],
  ])("unescapes and escapes again as Go does: %s", (url, expected) => {
    const parsed = parseGoURL(url);
    if (typeof parsed === "string") throw new Error(parsed);
    expect({ user: parsed.user, fragment: parsed.fragment }).toEqual(expected);
  });

  it("prints a fragment that is not UTF-8 as Go's %q does", () => {
    const parsed = parseGoURL("https://h/#%ff");
    if (typeof parsed === "string") throw new Error(parsed);
    expect(renderGoValue(parsed.fragment)).toBe('"\\xff"');
  });

  it.each([
    ["https://a b@h/", 'parse "https://a b@h/": net/url: invalid userinfo'],
    ["https://u%zz@h/", 'parse "https://u%zz@h/": invalid URL escape "%zz"'],
    ["https://%41/", 'parse "https://%41/": invalid URL escape "%41"'],
    ["https://%zz a/", 'parse "https://%zz a/": invalid URL escape "%zz"'],
    ["https://h a/", 'parse "https://h a/": invalid character " " in host name'],
    ["https://h/#%aé", 'parse "https://h/#%aé": invalid URL escape "%a\\xc3"'],
  ])("reports the first bad spot as Go does: %s", (url, expected) => {
    expect(parseGoURL(url)).toBe(expected);
  });

  it("requires an absolute URI or path for a request URI", () => {
    expect(parseGoURL("", true)).toBe('parse "": empty url');
    expect(parseGoURL("approved", true)).toBe('parse "approved": invalid URI for request');
    expect(parseGoURL("approved")).toEqual({
      scheme: "",
      host: "",
      user: undefined,
      rawQuery: "",
      fragment: "",
    });
  });
});
