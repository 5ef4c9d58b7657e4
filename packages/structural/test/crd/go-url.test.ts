import { describe, expect, it } from "vitest";
import { parseGoURL } from "../../src/crd/go-url.js";

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
