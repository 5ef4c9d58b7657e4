/** Go's net/url tests (url_test.go, transcribed in net-url-cases.ts) run on the port in src/values/net-url.ts. */
import { describe, expect, it } from "vitest";
import { toByteString } from "../../../src/values/net-url-escape.js";
import {
  type GoURL,
  fromByteString,
  hostname,
  parseQuery,
  parseRequestURI,
  parseURL,
  port,
  urlString,
} from "../../../src/values/net-url.js";
import {
  type URLFields,
  hostnameAndPortTests,
  parseErrorTests,
  parseErrorTexts,
  parseQueryTests,
  parseRequestURLTests,
  urlTests,
} from "./net-url-cases.js";

/** The fields `ufmt` prints, as text. */
function fields(u: GoURL): URLFields {
  const text = (s: string): string => fromByteString(s);
  const user =
    u.user === undefined
      ? {}
      : {
          user: u.user.passwordSet ? [text(u.user.username), text(u.user.password)] : [text(u.user.username)],
        };
  const set = Object.entries({
    scheme: u.scheme,
    opaque: u.opaque,
    host: u.host,
    path: u.path,
    rawPath: u.rawPath,
    rawQuery: u.rawQuery,
    fragment: u.fragment,
    rawFragment: u.rawFragment,
  }).filter(([, v]) => v !== "");
  return {
    ...Object.fromEntries(set.map(([k, v]) => [k, text(v)])),
    ...user,
    ...(u.forceQuery ? { forceQuery: true } : {}),
  } as URLFields;
}

const parses = (f: () => unknown): boolean => {
  try {
    f();
    return true;
  } catch {
    return false;
  }
};

describe("url_test.go urltests (TestParse, TestURLString)", () => {
  it.each(urlTests.map(([input, want, roundtrip]) => ({ input, want, roundtrip })))(
    "$input",
    ({ input, want, roundtrip }) => {
      const u = parseURL(input);
      expect(fields(u)).toEqual(want);
      expect(fromByteString(urlString(u))).toBe(roundtrip ?? input);
    },
  );
});

describe("url_test.go TestParseRequestURI", () => {
  it.each(parseRequestURLTests)("%s", (input, valid) => {
    expect(parses(() => parseRequestURI(input))).toBe(valid);
  });
  it("keeps a path that looks scheme-relative as the path", () => {
    expect(parseRequestURI("//not.a.user@not.a.host/just/a/path").path).toBe(
      "//not.a.user@not.a.host/just/a/path",
    );
  });
});

describe("url_test.go TestParseErrors", () => {
  it.each(parseErrorTests)("%s", (input, wantErr) => {
    expect(parses(() => parseURL(input))).toBe(!wantErr);
  });
  it.each(parseErrorTexts)("%j", (input, part) => {
    expect(() => parseURL(input)).toThrow(part);
  });
  it("does not reject non-ASCII control bytes", () => {
    expect(parses(() => parseURL("http://foo.com/ctl\x80"))).toBe(true);
  });
});

describe("url_test.go TestParseQuery (the values URL.Query keeps)", () => {
  it.each(parseQueryTests)("%s", (query, want) => {
    const got = Object.fromEntries([...parseQuery(toByteString(query))].map(([k, v]) => [k, v]));
    expect(got).toEqual(want);
  });
});

describe("url_test.go TestURLHostnameAndPort", () => {
  it.each(hostnameAndPortTests)("%s", (host, wantHost, wantPort) => {
    const u = { ...parseURL(""), host };
    expect([hostname(u), port(u)]).toEqual([wantHost, wantPort]);
  });
});

describe("Go's error texts", () => {
  it.each([
    ["http://[::1]:namedport", 'parse "http://[::1]:namedport": invalid port ":namedport" after host'],
    ["http://a b.com/", 'parse "http://a b.com/": invalid character " " in host name'],
    ["http://%41:8080/", 'parse "http://%41:8080/": invalid URL escape "%41"'],
    [":foo", 'parse ":foo": missing protocol scheme'],
    ["http://[::1", `parse "http://[::1": missing ']' in host`],
    ["/x#%g", 'parse "/x#%g": invalid URL escape "%g"'],
  ])("%s", (input, message) => {
    expect(() => parseURL(input)).toThrow(message);
  });
  it("checks no escape in an opaque part", () => {
    expect(parseURL("a:b/%zz").opaque).toBe("b/%zz");
  });
  it("ParseRequestURI: empty url, and a relative path", () => {
    expect(() => parseRequestURI("")).toThrow('parse "": empty url');
    expect(() => parseRequestURI("a/b")).toThrow('parse "a/b": invalid URI for request');
  });
});
