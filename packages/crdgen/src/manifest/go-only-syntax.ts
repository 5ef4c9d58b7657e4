import yaml from "js-yaml";
import { kubectlYamlSchema } from "./schema.js";
import { maxNestingDepth } from "./yaml-errors.js";

/**
 * A chunk's text made readable to js-yaml where go-yaml v2.4.3 reads what js-yaml refuses, and how to give the
 * read values their go-yaml meaning back. Each stand-in has the length of what it replaces, so offsets, lines and
 * columns stay those of the text.
 */
export interface GoOnlySyntax {
  readonly text: string;
  /** Stand-in characters and the text each stands for, in the values read. */
  readonly restore: ReadonlyMap<string, string>;
}

/** A key that became equal to another once its stand-ins were given back. */
export interface RestoredDuplicate {
  readonly key: string;
}

/**
 * Two things go-yaml reads that js-yaml refuses, found where js-yaml fails on them (so only in texts that hold
 * them, and only where they are what js-yaml was reading):
 * - `\'` in a double-quoted scalar is `'` (scannerc.go:2401, read_escape's `'\''` case); js-yaml has no such
 *   escape. It becomes another two-character escape whose character the text cannot otherwise hold.
 * - a `-` right before `,`, `]` or `}` in a flow collection is the plain scalar `-` (scannerc.go: a `-` not
 *   followed by a blank starts a plain scalar, which a flow indicator ends); js-yaml will not start a plain scalar
 *   there. It becomes a private-use character the text cannot otherwise hold.
 * Returns undefined when neither is there, or no stand-in is free (then js-yaml's error stands).
 */
export function goOnlySyntax(text: string): GoOnlySyntax | undefined {
  if (!/\\'|-[,\]}]/.test(text)) return undefined;
  let current = text;
  const restore = new Map<string, string>();
  // Each round fixes one place; a text holds few.
  for (let round = 0; round < 10_000; round++) {
    const place = refusedPlace(current);
    if (place === undefined) break;
    const stand = standIn(current, place.kind, restore);
    if (stand === undefined) break;
    restore.set(stand.character, place.kind === "escape" ? "'" : "-");
    current = current.slice(0, place.at) + stand.text + current.slice(place.at + stand.text.length);
  }
  return restore.size === 0 ? undefined : { text: current, restore };
}

function refusedPlace(text: string): { kind: "escape" | "dash"; at: number } | undefined {
  try {
    yaml.loadAll(text, null, { schema: kubectlYamlSchema, maxDepth: maxNestingDepth } as yaml.LoadOptions);
    return undefined;
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    // js-yaml counts offsets past a byte order mark it dropped.
    const at = error.mark.position + (text.charCodeAt(0) === 0xfeff ? 1 : 0);
    if (error.reason === "unknown escape sequence" && text.startsWith("\\'", at - 1)) {
      return { kind: "escape", at: at - 1 };
    }
    if (
      error.reason === "missed comma between flow collection entries" &&
      text.charAt(at) === "-" &&
      ",]}".includes(text.charAt(at + 1))
    ) {
      return { kind: "dash", at };
    }
    return undefined;
  }
}

// js-yaml's two-character escapes whose character no manifest needs, and the escapes that also spell it.
const escapeStandIns = [
  { escape: "\\e", code: 0x1b },
  { escape: "\\a", code: 0x07 },
  { escape: "\\v", code: 0x0b },
  { escape: "\\f", code: 0x0c },
];

function standIn(
  text: string,
  kind: "escape" | "dash",
  used: ReadonlyMap<string, string>,
): { text: string; character: string } | undefined {
  if (kind === "escape") {
    for (const { escape, code } of escapeStandIns) {
      const character = String.fromCharCode(code);
      if (used.has(character)) return { text: escape, character };
      if (!spells(text, code) && !text.includes(escape)) return { text: escape, character };
    }
    return undefined;
  }
  for (let code = 0xe000; code < 0xe100; code++) {
    const character = String.fromCharCode(code);
    if (used.has(character)) return { text: character, character };
    if (!spells(text, code)) return { text: character, character };
  }
  return undefined;
}

// Whether the text holds the character, or a hexadecimal escape that may stand for it.
function spells(text: string, code: number): boolean {
  if (text.includes(String.fromCharCode(code))) return true;
  const hex = code.toString(16);
  const escapes = new RegExp(
    `\\\\(?:x${hex.padStart(2, "0")}|u${hex.padStart(4, "0")}|U${hex.padStart(8, "0")})`,
    "i",
  );
  return escapes.test(text);
}

/**
 * The read values with each stand-in given back, in place (aliases share their values). A key that then equals
 * another of its mapping is returned: go-yaml keeps the last, and crdgen refuses duplicate keys.
 */
export function restoreGoOnlySyntax(
  values: unknown[],
  restore: ReadonlyMap<string, string>,
): RestoredDuplicate | undefined {
  const pattern = new RegExp(`[${[...restore.keys()].join("")}]`, "g");
  const give = (text: string): string => text.replace(pattern, (stand) => restore.get(stand) ?? stand);
  const seen = new Set<object>();
  let duplicate: RestoredDuplicate | undefined;
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return give(value);
    if (value === null || typeof value !== "object" || seen.has(value)) return value;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => {
        value[i] = walk(item);
      });
      return value;
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    const record = value as Record<string, unknown>;
    const entries = Object.entries(record).map(([key, item]) => [give(key), walk(item)] as const);
    for (const key of Object.keys(record)) Reflect.deleteProperty(record, key);
    for (const [key, item] of entries) {
      if (Object.prototype.hasOwnProperty.call(record, key)) duplicate ??= { key };
      Object.defineProperty(record, key, {
        value: item,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
    return value;
  };
  values.forEach((value, i) => {
    values[i] = walk(value);
  });
  return duplicate;
}
