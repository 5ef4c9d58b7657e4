/** Runtime of apiserver `pkg/cel/library/urls.go` (`url()`, `isURL()`, the `kubernetes.URL` getters). */
import { noSuchOverload } from "../../values/errors.js";
import { URLValue } from "../../values/kubernetes-url.js";
import {
  type GoURL,
  escapedPath,
  fromByteString,
  hostname,
  parseQuery,
  parseRequestURI,
  parseURL,
  port,
} from "../../values/net-url.js";
import { type CelValue, ErrorValue, MapValue, stringList } from "../../values/value.js";
import { argAccess as a, overload } from "../arithmetic.js";
import { isString } from "../matchers.js";
import type { ArgMatcher, RuntimeOverload } from "../overload.js";

const isURLValue: ArgMatcher = (v) => v instanceof URLValue;
const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** `stringToUrl`: must pass `url.ParseRequestURI` (absolute URI or absolute path), then is kept as `url.Parse`d. */
function stringToURL(s: string): CelValue {
  try {
    parseRequestURI(s);
    return new URLValue(parseURL(s));
  } catch (e) {
    return new ErrorValue(`URL parse error during conversion from string: ${message(e)}`);
  }
}

/** `isURL`: whether `url.ParseRequestURI` accepts the string. */
function isValidURL(s: string): boolean {
  try {
    parseRequestURI(s);
    return true;
  } catch {
    return false;
  }
}

const getter =
  (f: (u: GoURL) => string) =>
  ([v]: readonly CelValue[]): CelValue =>
    v instanceof URLValue ? fromByteString(f(v.url)) : noSuchOverload();

/** `getQuery`: `u.Query()` as a `map(string, list(string))`. */
function getQuery([v]: readonly CelValue[]): CelValue {
  if (!(v instanceof URLValue)) return noSuchOverload();
  const entries: [CelValue, CelValue][] = [];
  for (const [key, values] of parseQuery(v.url.rawQuery)) {
    // types.NewStringList (apiserver pkg/cel/library/urls.go:236)
    entries.push([fromByteString(key), stringList(values.map(fromByteString))]);
  }
  return new MapValue(entries);
}

export const kubernetesUrlsOverloads: readonly RuntimeOverload[] = [
  overload("url", "string_to_url", [isString], ([s]) => stringToURL(a.str(s))),
  overload(
    "getScheme",
    "url_get_scheme",
    [isURLValue],
    getter((u) => u.scheme),
  ),
  overload(
    "getHost",
    "url_get_host",
    [isURLValue],
    getter((u) => u.host),
  ),
  overload("getHostname", "url_get_hostname", [isURLValue], getter(hostname)),
  overload("getPort", "url_get_port", [isURLValue], getter(port)),
  overload("getEscapedPath", "url_get_escaped_path", [isURLValue], getter(escapedPath)),
  overload("getQuery", "url_get_query", [isURLValue], getQuery),
  overload("isURL", "is_url_string", [isString], ([s]) => isValidURL(a.str(s))),
];
