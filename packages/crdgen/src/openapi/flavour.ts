import type { MetaDefinitions } from "./data/meta-definitions.js";
import { metaDefinitions } from "./data/meta-definitions.js";

/** Which document is built: v2 (`#/definitions/`, the v2 conversions) or v3 (`#/components/schemas/`). */
export interface OpenApiFlavour {
  readonly v2: boolean;
  readonly refPrefix: string;
  readonly meta: MetaDefinitions;
}

export const v2Flavour: OpenApiFlavour = { v2: true, refPrefix: "#/definitions/", meta: metaDefinitions.v2 };
export const v3Flavour: OpenApiFlavour = {
  v2: false,
  refPrefix: "#/components/schemas/",
  meta: metaDefinitions.v3,
};

/**
 * The `$ref` the routes' models get: kube-openapi's `spec.MustCreateRef(prefix + common.EscapeJsonPointer(name))`
 * (builder/openapi.go:132, builder3/openapi.go:236), then written as {@link schemaRef} writes it.
 */
export function definitionRef(prefix: string, name: string): string {
  return schemaRef(prefix + name.replaceAll("~", "~0").replaceAll("/", "~1"));
}

/**
 * A `$ref` as kube-openapi's `spec.Ref` writes it (validation/spec/ref.go:132, `String()`): `url.Parse` unescapes the
 * fragment (net/url setFragment) and jsonreference's NormalizeURL drops its raw form (go-openapi/jsonreference v0.20.2
 * internal/normalize_url.go), so the text after `#` is written `escape(fragment, encodeFragment)`: every byte but
 * letters, digits and `-_.~$&+,/:;=?@!()*` as `%XX`. The names of valid CRDs (DNS labels and subdomains) need none
 * of it; a kind such as `Über`, which the API server refuses, is written `%C3%9Cber`. A `%` not followed by two hex
 * digits makes url.Parse fail and MustCreateRef panic upstream; such a fragment is escaped as it stands.
 */
export function schemaRef(ref: string): string {
  const hash = ref.indexOf("#");
  if (hash < 0) return ref;
  return `${ref.slice(0, hash + 1)}${escapeFragment(unescapeFragment(utf8.encode(ref.slice(hash + 1))))}`;
}

const utf8 = new TextEncoder();
const hexDigits = "0123456789ABCDEF";

// net/url unescape in encodeFragment mode: `%XX` becomes its byte; the bytes are kept as they are otherwise.
function unescapeFragment(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    const high = hexValue(bytes[i + 1]);
    const low = hexValue(bytes[i + 2]);
    if (byte !== 0x25) {
      out.push(byte);
    } else if (high === undefined || low === undefined) {
      return bytes;
    } else {
      out.push(high * 16 + low);
      i += 2;
    }
  }
  return Uint8Array.from(out);
}

function hexValue(byte: number | undefined): number | undefined {
  if (byte === undefined) return undefined;
  const index = hexDigits.indexOf(String.fromCharCode(byte).toUpperCase());
  return index < 0 ? undefined : index;
}

// shouldEscape(c, encodeFragment) is false for these: unreserved (letters, digits, `-_.~`), the reserved `$&+,/:;=?@`
// and the sub-delims `!()*`.
const unescapedInFragment = /^[A-Za-z0-9_.~$&+,/:;=?@!()*-]$/;

// net/url escape(s, encodeFragment).
function escapeFragment(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) {
    const c = String.fromCharCode(byte);
    out += unescapedInFragment.test(c)
      ? c
      : `%${hexDigits[byte >> 4] as string}${hexDigits[byte & 15] as string}`;
  }
  return out;
}
