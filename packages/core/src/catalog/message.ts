import { InternalError } from "../errors.js";
import type { DiagnosticCode } from "./index.js";
import { diagnosticCatalog } from "./index.js";

type Catalog = typeof diagnosticCatalog;

/** The message names a code has, e.g. `"invalidJson"`. */
export type MessageName<C extends DiagnosticCode> = keyof Catalog[C]["messages"] & string;

/**
 * The placeholder names in a template: `"{a} and {b}"` gives `"a" | "b"`. A brace pair around anything but
 * a name (`{{ … }}`) is text, as in {@link catalogMessage}.
 */
export type Placeholders<T extends string> = T extends `${string}{${infer After}`
  ? After extends `${infer Name}}${infer Rest}`
    ? IsName<Name> extends true
      ? Name | Placeholders<Rest>
      : Placeholders<After>
    : never
  : never;

type NotInName =
  " " | "{" | "}" | "." | "," | ":" | ";" | "…" | "-" | "'" | '"' | "(" | ")" | "[" | "]" | "/" | "=";
type IsName<N extends string> = N extends ""
  ? false
  : N extends `${string}${NotInName}${string}`
    ? false
    : true;

type Template<C extends DiagnosticCode, N extends MessageName<C>> = Catalog[C]["messages"][N] & string;

/** The arguments a message needs: exactly its placeholders. */
export type MessageArguments<C extends DiagnosticCode, N extends MessageName<C>> = {
  readonly [K in Placeholders<Template<C, N>>]: string | number;
};

/** No argument for a template without placeholders, else exactly its placeholders. */
export type MessageArgumentList<C extends DiagnosticCode, N extends MessageName<C>> = [
  Placeholders<Template<C, N>>,
] extends [never]
  ? []
  : // the lint cannot see that this branch only runs with at least one placeholder, so never `{}`
    // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
    [args: MessageArguments<C, N>];

declare const fromCatalog: unique symbol;

/**
 * A message rendered from the catalog, with its code. Only {@link catalogMessage} makes one, so a diagnostic
 * cannot carry text written at its call site.
 */
export interface DiagnosticMessage<C extends DiagnosticCode = DiagnosticCode> {
  readonly code: C;
  readonly text: string;
  readonly [fromCatalog]: true;
}

/**
 * Renders message `name` of `code` with `args`: `catalogMessage("CRD5004", "invalidJson", { detail })`.
 * A missing or extra argument is a compile error.
 */
export function catalogMessage<C extends DiagnosticCode, N extends MessageName<C>>(
  code: C,
  name: N,
  ...args: MessageArgumentList<C, N>
): DiagnosticMessage<C> {
  const messages: Readonly<Record<string, string>> = diagnosticCatalog[code].messages;
  const template = messages[name];
  if (template === undefined) throw new InternalError(`${code} has no message ${name}`);
  const values: Readonly<Record<string, string | number>> = args[0] ?? {};
  const text = template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, placeholder: string) => {
    const value = values[placeholder];
    if (value === undefined) throw new InternalError(`${code} ${name} needs the argument ${placeholder}`);
    return String(value);
  });
  return { code, text } as DiagnosticMessage<C>;
}
