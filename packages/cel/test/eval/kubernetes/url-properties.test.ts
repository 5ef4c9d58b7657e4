/** Properties of the URL library: no input throws, and generated URLs give back their parts. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kubernetesUrlsOverloads } from "../../../src/eval/kubernetes/urls.js";
import { parseQuery, parseRequestURI, parseURL, urlString } from "../../../src/values/net-url.js";
import { toByteString } from "../../../src/values/net-url-escape.js";
import { URLValue } from "../../../src/values/kubernetes-url.js";
import { type CelValue, ErrorValue } from "../../../src/values/value.js";

const call = (fn: string, ...args: CelValue[]): CelValue => {
  const o = kubernetesUrlsOverloads.find((x) => x.function === fn);
  if (o === undefined) throw new Error(fn);
  return o.impl(args);
};

// Strings rich in the characters URL parsing reacts to.
const urlish = fc
  .array(
    fc.oneof(fc.constantFrom(...Array.from("%:/?#[]@!$&'()*+,;= .-_~aZ09\u00e9\u4e16\x7f\n")), fc.string()),
    {
      maxLength: 20,
    },
  )
  .map((parts) => parts.join(""));

const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,6}$/);
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
const hostname = fc.array(label, { minLength: 1, maxLength: 3 }).map((ls) => ls.join("."));
const portNumber = fc.option(fc.integer({ min: 0, max: 65535 }).map(String), { nil: undefined });
const pathSegment = fc.stringMatching(/^[a-zA-Z0-9._~-]{0,8}$/);

const throwsOn = (s: string): boolean => {
  try {
    parseURL(s);
    return false;
  } catch {
    return true;
  }
};

describe("URL library properties", () => {
  // url() checks with ParseRequestURI, as isURL does, and then parses again with Parse, which
  // also unescapes the fragment ParseRequestURI leaves in the query: url('/?#%') fails where
  // isURL('/?#%') is true, on the API server too (library/urls.go v0.35.0).
  it("url(), isURL and the getters never throw, and url() fails exactly when isURL is false or Parse fails", () => {
    fc.assert(
      fc.property(fc.oneof(urlish, fc.string()), (s) => {
        const u = call("url", s);
        const valid = call("isURL", s);
        expect(u instanceof ErrorValue).toBe(valid === false || throwsOn(s));
        if (u instanceof URLValue) {
          for (const getter of [
            "getScheme",
            "getHost",
            "getHostname",
            "getPort",
            "getEscapedPath",
            "getQuery",
          ]) {
            expect(call(getter, u)).not.toBeInstanceOf(ErrorValue);
          }
          expect(u.toString()).toBeTypeOf("string");
        }
        expect(() => parseQuery(toByteString(s))).not.toThrow();
      }),
    );
  });

  it("getScheme, getHost, getHostname, getPort and getEscapedPath give back the parts of a generated URL", () => {
    fc.assert(
      fc.property(
        scheme,
        hostname,
        portNumber,
        fc.array(pathSegment, { maxLength: 4 }),
        (sch, host, p, segments) => {
          const hostPort = p === undefined ? host : `${host}:${p}`;
          const path = segments.map((x) => `/${x}`).join("");
          const u = call("url", `${sch.toUpperCase()}://${hostPort}${path}`);
          expect(call("getScheme", u)).toBe(sch);
          expect(call("getHost", u)).toBe(hostPort);
          expect(call("getHostname", u)).toBe(host);
          expect(call("getPort", u)).toBe(p ?? "");
          expect(call("getEscapedPath", u)).toBe(path);
        },
      ),
    );
  });

  it("String() of a parsed URL parses back to the same String()", () => {
    fc.assert(
      fc.property(urlish, (s) => {
        let first: string;
        try {
          parseRequestURI(s);
          first = urlString(parseURL(s));
        } catch {
          return;
        }
        expect(
          urlString(parseURL(new TextDecoder().decode(Uint8Array.from(first, (c) => c.charCodeAt(0))))),
        ).toBe(first);
      }),
    );
  });
});
