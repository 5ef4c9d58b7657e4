import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import { goMarshalled } from "../model/go-value.js";
import { crdError } from "./decoded.js";
import type { Subresources } from "./internal-model.js";
import { simpleJSONPathErrors } from "./json-path.js";

/**
 * `ValidateCustomResourceDefinitionSubresources`: the scale subresource's replica paths must be simple JSON
 * paths under `.spec.` / `.status.`, the label selector path under either. Upstream does not check that these
 * paths exist in the schema. (Upstream names these fields `scale.specReplicasPath` etc. with a dot in one segment.)
 */
export function validateSubresources(
  subresources: Subresources | undefined,
  path: FieldPath,
  out: FieldError[],
): void {
  const scale = subresources?.scale;
  if (scale === undefined) return;
  replicasPath(
    scale.specReplicasPath,
    ".spec.",
    "should be a json path under .spec",
    path.child("scale.specReplicasPath"),
    out,
  );
  replicasPath(
    scale.statusReplicasPath,
    ".status.",
    "should be a json path under .status",
    path.child("scale.statusReplicasPath"),
    out,
  );
  const selector = scale.labelSelectorPath;
  if (selector === undefined || selector === "") return;
  const selectorPath = path.child("scale.labelSelectorPath");
  const errors = simpleJSONPathErrors(selector, selectorPath);
  if (errors.length > 0) {
    out.push(...errors);
  } else if (!selector.startsWith(".spec.") && !selector.startsWith(".status.")) {
    // The value is the `*string` field itself (validation.go:1562), which prints as JSON.
    out.push(
      crdError.invalid(
        selectorPath,
        goMarshalled(selector),
        "should be a json path under either .spec or .status",
      ),
    );
  }
}

function replicasPath(
  value: string,
  prefix: string,
  detail: string,
  path: FieldPath,
  out: FieldError[],
): void {
  if (value === "") {
    out.push(crdError.required(path));
    return;
  }
  const errors = simpleJSONPathErrors(value, path);
  if (errors.length > 0) out.push(...errors);
  else if (!value.startsWith(prefix)) out.push(crdError.invalid(path, value, detail));
}
