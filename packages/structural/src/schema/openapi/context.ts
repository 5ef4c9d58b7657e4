import type { SchemaValidationOptions } from "../options.js";

/** What the B-walk carries down from ancestors (upstream's `specStandardValidator` state). */
export interface WalkContext {
  readonly options: SchemaValidationOptions;
  /** Inside the `metadata`, `kind` or `apiVersion` subtree of the root or of an embedded resource. */
  readonly insideResourceMeta: boolean;
  /** Undefined while defaults are allowed; otherwise the reason appended to "must not be set" (may be ""). */
  readonly defaultsForbidden: string | undefined;
}

/** The context at the schema root. */
export function rootContext(options: SchemaValidationOptions): WalkContext {
  return { options, insideResourceMeta: false, defaultsForbidden: options.allowDefaults ? undefined : "" };
}

/** The same context with defaults forbidden for `reason`. */
export function withForbiddenDefaults(context: WalkContext, reason: string): WalkContext {
  return { ...context, defaultsForbidden: reason };
}

/** The same context, now inside resource metadata. */
export function withInsideResourceMeta(context: WalkContext): WalkContext {
  return context.insideResourceMeta ? context : { ...context, insideResourceMeta: true };
}
