/**
 * apiserver `pkg/cel/library/format.go` (`library.Format()`): `format.named(name)`, `<format>.validate(s)`,
 * and one zero-argument function `format.<name>` per entry of `ConstantFormats`, whose overload id is the
 * function name itself.
 */
import { celTypes as t, listType, optionalType } from "../../common/types.js";
import { functionDecl, globalOverload, memberOverload } from "../decls.js";
import type { KubernetesLibrary } from "./library.js";
import { formatType } from "./types.js";

/** The keys of `ConstantFormats`, in the Go source's order. */
export const constantFormatNames: readonly string[] = [
  "dns1123Label",
  "dns1123Subdomain",
  "dns1035Label",
  "qualifiedName",
  "dns1123LabelPrefix",
  "dns1123SubdomainPrefix",
  "dns1035LabelPrefix",
  "labelValue",
  "uri",
  "uuid",
  "byte",
  "date",
  "datetime",
];

export function kubernetesFormatLibrary(): KubernetesLibrary {
  const declarations = [
    functionDecl("validate", [
      memberOverload("format-validate", [formatType, t.string], optionalType(listType(t.string))),
    ]),
    functionDecl("format.named", [globalOverload("format-named", [t.string], optionalType(formatType))]),
  ];
  const constants = constantFormatNames.map((name) => {
    const prefixed = `format.${name}`;
    return functionDecl(prefixed, [globalOverload(prefixed, [], formatType)]);
  });
  return {
    name: "kubernetes.format",
    types: [formatType],
    variables: [],
    functions: [...declarations, ...constants],
    declarations,
  };
}
