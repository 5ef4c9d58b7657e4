import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import { NonJsonScalar } from "./scalars.js";

/** A value with no JSON form, and where it sits in its document. */
export interface NonJsonFinding {
  readonly value: NonJsonScalar;
  /** Path from the document root, e.g. `spec.versions[0].schema.openAPIV3Schema.default`. */
  readonly path: string;
}

const identifier = /^[A-Za-z_$][\w$-]*$/;

/**
 * Finds every {@link NonJsonScalar} in a decoded document, in document order. Each container is visited
 * once, so shared (aliased) parts are reported where they first appear.
 */
export function findNonJsonValues(document: unknown): NonJsonFinding[] {
  const found: NonJsonFinding[] = [];
  const visited = new Set<object>();
  const walk = (value: unknown, path: string): void => {
    if (value instanceof NonJsonScalar) {
      found.push({ value, path });
      return;
    }
    if (value === null || typeof value !== "object" || visited.has(value)) return;
    visited.add(value);
    if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => {
        walk(item, `${path}[${i}]`);
      });
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      const step = identifier.test(key) ? key : JSON.stringify(key);
      walk(item, path === "" ? step : identifier.test(key) ? `${path}.${step}` : `${path}[${step}]`);
    }
  };
  walk(document, "");
  return found;
}

/** Says in a sentence why a value cannot be sent to the API server. */
export function describeNonJson(value: NonJsonScalar): DiagnosticMessage {
  return catalogMessage("CRD4011", "notJsonNumber", { value: value.text });
}
