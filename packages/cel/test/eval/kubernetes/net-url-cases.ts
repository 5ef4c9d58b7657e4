// Transcribed from golang/go src/net/url/url_test.go (stored at 01182998): `urltests` (TestParse and the
// round trip of TestURLString), `parseRequestURLTests`, TestParseErrors, `parseTests` (TestParseQuery),
// TestURLHostnameAndPort, TestRejectControlCharacters and TestInvalidUserPassword.

/** A parsed URL's fields that a case sets (the rest are empty); `user` is [username] or [username, password]. */
export interface URLFields {
  readonly scheme?: string;
  readonly opaque?: string;
  readonly user?: readonly [string] | readonly [string, string];
  readonly host?: string;
  readonly path?: string;
  readonly rawPath?: string;
  readonly forceQuery?: boolean;
  readonly rawQuery?: string;
  readonly fragment?: string;
  readonly rawFragment?: string;
}

/** [input, fields of `Parse(input)`, `String()` when it differs from the input]. */
export const urlTests: readonly (readonly [string, URLFields, string?])[] = [
  ["http://www.google.com", { scheme: "http", host: "www.google.com" }],
  ["http://www.google.com/", { scheme: "http", host: "www.google.com", path: "/" }],
  [
    "http://www.google.com/file%20one%26two",
    { scheme: "http", host: "www.google.com", path: "/file one&two", rawPath: "/file%20one%26two" },
  ],
  [
    "http://www.google.com/#file%20one%26two",
    {
      scheme: "http",
      host: "www.google.com",
      path: "/",
      fragment: "file one&two",
      rawFragment: "file%20one%26two",
    },
  ],
  [
    "ftp://webmaster@www.google.com/",
    { scheme: "ftp", user: ["webmaster"], host: "www.google.com", path: "/" },
  ],
  [
    "ftp://john%20doe@www.google.com/",
    { scheme: "ftp", user: ["john doe"], host: "www.google.com", path: "/" },
  ],
  ["http://www.google.com/?", { scheme: "http", host: "www.google.com", path: "/", forceQuery: true }],
  [
    "http://www.google.com/?foo=bar?",
    { scheme: "http", host: "www.google.com", path: "/", rawQuery: "foo=bar?" },
  ],
  [
    "http://www.google.com/?q=go+language",
    { scheme: "http", host: "www.google.com", path: "/", rawQuery: "q=go+language" },
  ],
  [
    "http://www.google.com/?q=go%20language",
    { scheme: "http", host: "www.google.com", path: "/", rawQuery: "q=go%20language" },
  ],
  [
    "http://www.google.com/a%20b?q=c+d",
    { scheme: "http", host: "www.google.com", path: "/a b", rawQuery: "q=c+d" },
  ],
  [
    "http:www.google.com/?q=go+language",
    { scheme: "http", opaque: "www.google.com/", rawQuery: "q=go+language" },
  ],
  [
    "http:%2f%2fwww.google.com/?q=go+language",
    { scheme: "http", opaque: "%2f%2fwww.google.com/", rawQuery: "q=go+language" },
  ],
  // The stored test's round trip is "mailto:///webmaster@golang.org"; Go ≥ 1.19 keeps the empty authority
  // out (URL.OmitHost, golang.org/issue/46059), as the Go Kubernetes builds with does.
  ["mailto:/webmaster@golang.org", { scheme: "mailto", path: "/webmaster@golang.org" }],
  ["mailto:webmaster@golang.org", { scheme: "mailto", opaque: "webmaster@golang.org" }],
  ["/foo?query=http://bad", { path: "/foo", rawQuery: "query=http://bad" }],
  ["//foo", { host: "foo" }],
  ["//user@foo/path?a=b", { user: ["user"], host: "foo", path: "/path", rawQuery: "a=b" }],
  ["///threeslashes", { path: "///threeslashes" }],
  ["http://user:password@google.com", { scheme: "http", user: ["user", "password"], host: "google.com" }],
  [
    "http://j@ne:password@google.com",
    { scheme: "http", user: ["j@ne", "password"], host: "google.com" },
    "http://j%40ne:password@google.com",
  ],
  [
    "http://jane:p@ssword@google.com",
    { scheme: "http", user: ["jane", "p@ssword"], host: "google.com" },
    "http://jane:p%40ssword@google.com",
  ],
  [
    "http://j@ne:password@google.com/p@th?q=@go",
    { scheme: "http", user: ["j@ne", "password"], host: "google.com", path: "/p@th", rawQuery: "q=@go" },
    "http://j%40ne:password@google.com/p@th?q=@go",
  ],
  [
    "http://www.google.com/?q=go+language#foo",
    { scheme: "http", host: "www.google.com", path: "/", rawQuery: "q=go+language", fragment: "foo" },
  ],
  [
    "http://www.google.com/?q=go+language#foo&bar",
    { scheme: "http", host: "www.google.com", path: "/", rawQuery: "q=go+language", fragment: "foo&bar" },
  ],
  [
    "http://www.google.com/?q=go+language#foo%26bar",
    {
      scheme: "http",
      host: "www.google.com",
      path: "/",
      rawQuery: "q=go+language",
      fragment: "foo&bar",
      rawFragment: "foo%26bar",
    },
  ],
  ["file:///home/adg/rabbits", { scheme: "file", path: "/home/adg/rabbits" }],
  ["file:///C:/FooBar/Baz.txt", { scheme: "file", path: "/C:/FooBar/Baz.txt" }],
  [
    "MaIlTo:webmaster@golang.org",
    { scheme: "mailto", opaque: "webmaster@golang.org" },
    "mailto:webmaster@golang.org",
  ],
  ["a/b/c", { path: "a/b/c" }],
  ["http://%3Fam:pa%3Fsword@google.com", { scheme: "http", user: ["?am", "pa?sword"], host: "google.com" }],
  ["http://192.168.0.1/", { scheme: "http", host: "192.168.0.1", path: "/" }],
  ["http://192.168.0.1:8080/", { scheme: "http", host: "192.168.0.1:8080", path: "/" }],
  ["http://[fe80::1]/", { scheme: "http", host: "[fe80::1]", path: "/" }],
  ["http://[fe80::1]:8080/", { scheme: "http", host: "[fe80::1]:8080", path: "/" }],
  ["http://[fe80::1%25en0]/", { scheme: "http", host: "[fe80::1%en0]", path: "/" }],
  ["http://[fe80::1%25en0]:8080/", { scheme: "http", host: "[fe80::1%en0]:8080", path: "/" }],
  [
    "http://[fe80::1%25%65%6e%301-._~]/",
    { scheme: "http", host: "[fe80::1%en01-._~]", path: "/" },
    "http://[fe80::1%25en01-._~]/",
  ],
  [
    "http://[fe80::1%25%65%6e%301-._~]:8080/",
    { scheme: "http", host: "[fe80::1%en01-._~]:8080", path: "/" },
    "http://[fe80::1%25en01-._~]:8080/",
  ],
  [
    "http://rest.rsc.io/foo%2fbar/baz%2Fquux?alt=media",
    {
      scheme: "http",
      host: "rest.rsc.io",
      path: "/foo/bar/baz/quux",
      rawPath: "/foo%2fbar/baz%2Fquux",
      rawQuery: "alt=media",
    },
  ],
  ["mysql://a,b,c/bar", { scheme: "mysql", host: "a,b,c", path: "/bar" }],
  ["scheme://!$&'()*+,;=hello!:1/path", { scheme: "scheme", host: "!$&'()*+,;=hello!:1", path: "/path" }],
  [
    "http://host/!$&'()*+,;=:@[hello]",
    { scheme: "http", host: "host", path: "/!$&'()*+,;=:@[hello]", rawPath: "/!$&'()*+,;=:@[hello]" },
  ],
  [
    "http://example.com/oid/[order_id]",
    { scheme: "http", host: "example.com", path: "/oid/[order_id]", rawPath: "/oid/[order_id]" },
  ],
  ["http://192.168.0.2:8080/foo", { scheme: "http", host: "192.168.0.2:8080", path: "/foo" }],
  ["http://192.168.0.2:/foo", { scheme: "http", host: "192.168.0.2:", path: "/foo" }],
  [
    "http://2b01:e34:ef40:7730:8e70:5aff:fefe:edac:8080/foo",
    { scheme: "http", host: "2b01:e34:ef40:7730:8e70:5aff:fefe:edac:8080", path: "/foo" },
  ],
  [
    "http://2b01:e34:ef40:7730:8e70:5aff:fefe:edac:/foo",
    { scheme: "http", host: "2b01:e34:ef40:7730:8e70:5aff:fefe:edac:", path: "/foo" },
  ],
  [
    "http://[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:8080/foo",
    { scheme: "http", host: "[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:8080", path: "/foo" },
  ],
  [
    "http://[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:/foo",
    { scheme: "http", host: "[2b01:e34:ef40:7730:8e70:5aff:fefe:edac]:", path: "/foo" },
  ],
  [
    "http://hello.世界.com/foo",
    { scheme: "http", host: "hello.世界.com", path: "/foo" },
    "http://hello.%E4%B8%96%E7%95%8C.com/foo",
  ],
  [
    "http://hello.%e4%b8%96%e7%95%8c.com/foo",
    { scheme: "http", host: "hello.世界.com", path: "/foo" },
    "http://hello.%E4%B8%96%E7%95%8C.com/foo",
  ],
  ["http://hello.%E4%B8%96%E7%95%8C.com/foo", { scheme: "http", host: "hello.世界.com", path: "/foo" }],
  ["http://example.com//foo", { scheme: "http", host: "example.com", path: "//foo" }],
  ['myscheme://authority<"hi">/foo', { scheme: "myscheme", host: 'authority<"hi">', path: "/foo" }],
  [
    "tcp://[2020::2020:20:2020:2020%25Windows%20Loves%20Spaces]:2020",
    { scheme: "tcp", host: "[2020::2020:20:2020:2020%Windows Loves Spaces]:2020" },
  ],
  [
    "magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a&dn",
    { scheme: "magnet", rawQuery: "xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a&dn" },
  ],
  ["mailto:?subject=hi", { scheme: "mailto", rawQuery: "subject=hi" }],
];

const pathThatLooksSchemeRelative = "//not.a.user@not.a.host/just/a/path";

/** `parseRequestURLTests`: [url, whether ParseRequestURI accepts it]. */
export const parseRequestURLTests: readonly (readonly [string, boolean])[] = [
  ["http://foo.com", true],
  ["http://foo.com/", true],
  ["http://foo.com/path", true],
  ["/", true],
  [pathThatLooksSchemeRelative, true],
  ["//not.a.user@%66%6f%6f.com/just/a/path/also", true],
  ["*", true],
  ["http://192.168.0.1/", true],
  ["http://192.168.0.1:8080/", true],
  ["http://[fe80::1]/", true],
  ["http://[fe80::1]:8080/", true],
  ["http://[fe80::1%25en0]/", true],
  ["http://[fe80::1%25en0]:8080/", true],
  ["http://[fe80::1%25%65%6e%301-._~]/", true],
  ["http://[fe80::1%25%65%6e%301-._~]:8080/", true],
  ["foo.html", false],
  ["../dir/", false],
  [" http://foo.com", false],
  ["http://192.168.0.%31/", false],
  ["http://192.168.0.%31:8080/", false],
  ["http://[fe80::%31]/", false],
  ["http://[fe80::%31]:8080/", false],
  ["http://[fe80::%31%25en0]/", false],
  ["http://[fe80::%31%25en0]:8080/", false],
  ["http://[fe80::1%en0]/", false],
  ["http://[fe80::1%en0]:8080/", false],
];

/** TestParseErrors: [url, whether Parse fails]. */
export const parseErrorTests: readonly (readonly [string, boolean])[] = [
  ["http://[::1]", false],
  ["http://[::1]:80", false],
  ["http://[::1]:namedport", true],
  ["http://x:namedport", true],
  ["http://[::1]/", false],
  ["http://[::1]a", true],
  ["http://[::1]%23", true],
  ["http://[::1%25en0]", false],
  ["http://[::1]:", false],
  ["http://x:", false],
  ["http://[::1]:%38%30", true],
  ["http://[::1%25%41]", false],
  ["http://[%10::1]", true],
  ["http://[::1]/%48", false],
  ["http://%41:8080/", true],
  ["mysql://x@y(z:123)/foo", true],
  ["mysql://x@y(1.2.3.4:123)/foo", true],
  [" http://foo.com", true],
  ["ht tp://foo.com", true],
  ["ahttp://foo.com", false],
  ["1http://foo.com", true],
  ["http://[]%20%48%54%54%50%2f%31%2e%31%0a%4d%79%48%65%61%64%65%72%3a%20%31%32%33%0a%0a/", true],
  ["http://a b.com/", true],
  ["cache_object://foo", true],
  ["cache_object:foo", true],
  ["cache_object:foo/bar", true],
  ["cache_object/:foo/bar", false],
];

/** `parseTests` (TestParseQuery): [query, the values ParseQuery keeps]. */
export const parseQueryTests: readonly (readonly [string, Readonly<Record<string, readonly string[]>>])[] = [
  ["a=1", { a: ["1"] }],
  ["a=1&b=2", { a: ["1"], b: ["2"] }],
  ["a=1&a=2&a=banana", { a: ["1", "2", "banana"] }],
  ["ascii=%3Ckey%3A+0x90%3E", { ascii: ["<key: 0x90>"] }],
  ["a=1;b=2", {}],
  ["a;b=1", {}],
  ["a=%3B", { a: [";"] }],
  ["a%3Bb=1", { "a;b": ["1"] }],
  ["a=1&a=2;a=banana", { a: ["1"] }],
  ["a;b&c=1", { c: ["1"] }],
  ["a=1&b=2;a=3&c=4", { a: ["1"], c: ["4"] }],
  ["a=1&b=2;c=3", { a: ["1"] }],
  [";", {}],
  ["a=1;", {}],
  ["a=1&;", { a: ["1"] }],
  [";a=1&b=2", { b: ["2"] }],
  ["a=1&b=2;", { a: ["1"] }],
];

/** TestURLHostnameAndPort: [URL.Host, Hostname(), Port()]. */
export const hostnameAndPortTests: readonly (readonly [string, string, string])[] = [
  ["foo.com:80", "foo.com", "80"],
  ["foo.com", "foo.com", ""],
  ["foo.com:", "foo.com", ""],
  ["FOO.COM", "FOO.COM", ""],
  ["1.2.3.4", "1.2.3.4", ""],
  ["1.2.3.4:80", "1.2.3.4", "80"],
  ["[1:2:3:4]", "1:2:3:4", ""],
  ["[1:2:3:4]:80", "1:2:3:4", "80"],
  ["[::1]:80", "::1", "80"],
  ["[::1]", "::1", ""],
  ["[::1]:", "::1", ""],
  ["localhost", "localhost", ""],
  ["localhost:443", "localhost", "443"],
  ["some.super.long.domain.example.org:8080", "some.super.long.domain.example.org", "8080"],
  ["[2001:0db8:85a3:0000:0000:8a2e:0370:7334]:17000", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", "17000"],
  ["[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", ""],
  ["[google.com]:80", "google.com", "80"],
  ["google.com]:80", "google.com]", "80"],
  ["google.com:80_invalid_port", "google.com:80_invalid_port", ""],
  ["[::1]extra]:80", "::1]extra", "80"],
  ["google.com]extra:extra", "google.com]extra:extra", ""],
];

/** TestRejectControlCharacters and TestInvalidUserPassword: [url, a part of Parse's error]. */
export const parseErrorTexts: readonly (readonly [string, string])[] = [
  ["http://foo.com/?foo\nbar", "net/url: invalid control character in URL"],
  ["http\r://foo.com/", "net/url: invalid control character in URL"],
  ["http://foo\x7f.com/", "net/url: invalid control character in URL"],
  ["http://user^:passwo^rd@foo.com/", "net/url: invalid userinfo"],
];
