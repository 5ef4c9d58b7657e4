import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import { crdError } from "./decoded.js";
import type { Names } from "./internal-model.js";
import { goToLower } from "../model/go-format.js";
import { dns1035LabelErrors, dns1123SubdomainErrors } from "./name-formats.js";

/** `spec.group`: required, a DNS subdomain, with at least one dot. */
export function validateGroup(group: string, path: FieldPath, out: FieldError[]): void {
  if (group === "") {
    out.push(crdError.required(path));
    return;
  }
  const errors = dns1123SubdomainErrors(group);
  if (errors.length > 0) {
    out.push(crdError.invalid(path, group, errors.join(",")));
  } else if (!group.includes(".")) {
    out.push(crdError.invalid(path, group, "should be a domain with at least one dot"));
  }
}

/** `spec.scope` (`validateEnumStrings`, required). */
export function validateScope(scope: string, path: FieldPath, out: FieldError[]): void {
  if (scope === "") {
    out.push(crdError.required(path));
  } else if (scope !== "Cluster" && scope !== "Namespaced") {
    out.push(crdError.notSupported(path, scope, ["Cluster", "Namespaced"]));
  }
}

/** The names the spec requires (after defaulting `singular` and `listKind` from `kind`). */
export function validateRequiredNames(names: Names, path: FieldPath, out: FieldError[]): void {
  if (names.plural === "") out.push(crdError.required(path.child("plural")));
  if (names.singular === "") out.push(crdError.required(path.child("singular")));
  if (names.kind === "") out.push(crdError.required(path.child("kind")));
  if (names.listKind === "") out.push(crdError.required(path.child("listKind")));
}

/** `ValidateCustomResourceDefinitionNames`: DNS-1035 formats, kinds case-insensitively, kind ≠ listKind. */
export function validateNames(names: Names, path: FieldPath, out: FieldError[]): void {
  const label = (value: string, fieldPath: FieldPath): void => {
    const errors = dns1035LabelErrors(value);
    if (value !== "" && errors.length > 0) out.push(crdError.invalid(fieldPath, value, errors.join(",")));
  };
  const kindLabel = (value: string, fieldPath: FieldPath): void => {
    const errors = dns1035LabelErrors(goToLower(value));
    if (value !== "" && errors.length > 0) {
      out.push(
        crdError.invalid(
          fieldPath,
          value,
          `may have mixed case, but should otherwise match: ${errors.join(",")}`,
        ),
      );
    }
  };
  label(names.plural, path.child("plural"));
  label(names.singular, path.child("singular"));
  kindLabel(names.kind, path.child("kind"));
  kindLabel(names.listKind, path.child("listKind"));
  names.shortNames.forEach((shortName, i) => {
    const errors = dns1035LabelErrors(shortName);
    if (errors.length > 0) {
      out.push(crdError.invalid(path.child("shortNames").index(i), shortName, errors.join(",")));
    }
  });
  if (names.kind !== "" && names.kind === names.listKind) {
    out.push(
      crdError.invalid(path.child("listKind"), names.listKind, "kind and listKind may not be the same"),
    );
  }
  names.categories.forEach((category, i) => {
    const errors = dns1035LabelErrors(category);
    if (errors.length > 0) {
      out.push(crdError.invalid(path.child("categories").index(i), category, errors.join(",")));
    }
  });
}
