/** apiserver `pkg/cel/url.go` `URL`: a parsed Go `*url.URL` as a CEL value of type `kubernetes.URL`. */
import { type GoURL, fromByteString, urlString } from "./net-url.js";
import { OpaqueValue } from "./value.js";

export class URLValue extends OpaqueValue {
  readonly typeName = "kubernetes.URL";
  constructor(readonly url: GoURL) {
    super();
  }
  /** `URL.Equal`: the two URLs' `String()` forms compared. */
  equals(other: OpaqueValue): boolean {
    return other instanceof URLValue && urlString(this.url) === urlString(other.url);
  }
  toString(): string {
    return fromByteString(urlString(this.url));
  }
}
