/** apiserver `pkg/cel/library/urls.go` (`library.URLs()`): `url()`, `isURL()` and the `kubernetes.URL` getters. */
import { celTypes as t, listType, mapType } from "../../common/types.js";
import { functionDecl, globalOverload, memberOverload } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";
import { urlType } from "./types.js";

export function kubernetesUrlsLibrary(): KubernetesLibrary {
  // `CompileOptions` registers no type: `kubernetes.URL` is not an identifier.
  return kubernetesLibrary(
    "kubernetes.urls",
    [urlType],
    [],
    [
      functionDecl("url", [globalOverload("string_to_url", [t.string], urlType)]),
      functionDecl("getScheme", [memberOverload("url_get_scheme", [urlType], t.string)]),
      functionDecl("getHost", [memberOverload("url_get_host", [urlType], t.string)]),
      functionDecl("getHostname", [memberOverload("url_get_hostname", [urlType], t.string)]),
      functionDecl("getPort", [memberOverload("url_get_port", [urlType], t.string)]),
      functionDecl("getEscapedPath", [memberOverload("url_get_escaped_path", [urlType], t.string)]),
      functionDecl("getQuery", [
        memberOverload("url_get_query", [urlType], mapType(t.string, listType(t.string))),
      ]),
      functionDecl("isURL", [globalOverload("is_url_string", [t.string], t.bool)]),
    ],
  );
}
