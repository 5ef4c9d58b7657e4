/** apiserver `pkg/cel/library/quantity.go` (`library.Quantity()`): `quantity()` and the `kubernetes.Quantity` methods. */
import { celTypes as t } from "../../common/types.js";
import { functionDecl, globalOverload, memberOverload } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";
import { quantityType as q } from "./types.js";

export function kubernetesQuantityLibrary(): KubernetesLibrary {
  return kubernetesLibrary(
    "kubernetes.quantity",
    [q],
    [],
    [
      functionDecl("quantity", [globalOverload("string_to_quantity", [t.string], q)]),
      functionDecl("isQuantity", [globalOverload("is_quantity_string", [t.string], t.bool)]),
      // A global function, not a method: `sign(quantity("1"))`.
      functionDecl("sign", [globalOverload("quantity_sign", [q], t.int)]),
      functionDecl("isGreaterThan", [memberOverload("quantity_is_greater_than", [q, q], t.bool)]),
      functionDecl("isLessThan", [memberOverload("quantity_is_less_than", [q, q], t.bool)]),
      functionDecl("compareTo", [memberOverload("quantity_compare_to", [q, q], t.int)]),
      functionDecl("asApproximateFloat", [memberOverload("quantity_get_float", [q], t.double)]),
      functionDecl("asInteger", [memberOverload("quantity_get_int", [q], t.int)]),
      functionDecl("isInteger", [memberOverload("quantity_is_integer", [q], t.bool)]),
      functionDecl("add", [
        memberOverload("quantity_add", [q, q], q),
        memberOverload("quantity_add_int", [q, t.int], q),
      ]),
      functionDecl("sub", [
        memberOverload("quantity_sub", [q, q], q),
        memberOverload("quantity_sub_int", [q, t.int], q),
      ]),
    ],
  );
}
