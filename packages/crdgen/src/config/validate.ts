import type { Diagnostic, DiagnosticMessage } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Node } from "jsonc-parser";
import { generateCommand } from "../cli/generate-spec.js";
import { flagName } from "../cli/spec.js";
import { closestWord } from "../cli/suggest.js";
import { checkValue } from "./check-value.js";
import { describeValue } from "./describe-value.js";
import type { ConfigKey } from "./keys.js";
import { configKeyNames, configKeys } from "./keys.js";
import type { ConfigSource } from "./source.js";
import { nodeSpan } from "./source.js";
import type { ConfigSettings } from "./types.js";

/** The settings of a valid configuration object, or every problem with it. */
export interface ValidatedSettings {
  /** Undefined when there is any error. */
  readonly settings: ConfigSettings | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Checks a configuration object against {@link configKeys}: every problem is reported, each pointing at the
 * key or value. `what` names the object in a message when it is not an object at all.
 */
export function validateSettings(node: Node, source: ConfigSource, what: string): ValidatedSettings {
  if (node.type !== "object") {
    const message = catalogMessage("CRD5005", "notObject", { what, value: describeValue(node, source.text) });
    return { settings: undefined, diagnostics: [invalid(message, node, source, objectHint)] };
  }
  const diagnostics: Diagnostic[] = [];
  const values: Partial<Record<ConfigKey, unknown>> = {};
  const seen = new Set<string>();
  for (const property of node.children ?? []) {
    const [keyNode, valueNode] = property.children ?? [];
    if (keyNode === undefined || valueNode === undefined || typeof keyNode.value !== "string") continue;
    const key = keyNode.value;
    if (seen.has(key)) {
      diagnostics.push(
        invalid(catalogMessage("CRD5005", "duplicateKey", { key }), keyNode, source, duplicateHint),
      );
      continue;
    }
    seen.add(key);
    if (key === "$schema") continue;
    if (!isConfigKey(key)) {
      diagnostics.push(unknownKey(key, keyNode, source));
      continue;
    }
    const checked = checkValue(key, configKeys[key], valueNode, source);
    if (checked.ok) values[key] = checked.value;
    else diagnostics.push(...checked.diagnostics);
  }
  // Each value was checked against the spec of its key, and the table ties each spec to its setting's type.
  const settings = diagnostics.length === 0 ? (values as ConfigSettings) : undefined;
  return { settings, diagnostics };
}

const objectHint = `Write the settings as an object, e.g. { "out": "${configKeys.out.default}" }.`;
const duplicateHint = "JSON readers keep only one of the values; remove the others.";

function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(configKeys, key);
}

// Keys that had another name before, with what to write now.
const renamedKeys: Readonly<Record<string, { readonly now: ConfigKey; readonly why: string }>> = {
  format: {
    now: "formatter",
    why: "--format (text or json) is the command-line flag that chooses how messages are printed",
  },
};

function unknownKey(key: string, keyNode: Node, source: ConfigSource): Diagnostic {
  // own keys only: "toString" is an unknown key, not Object.prototype.toString
  const renamed = Object.hasOwn(renamedKeys, key) ? renamedKeys[key] : undefined;
  if (renamed !== undefined) {
    return invalid(
      catalogMessage("CRD5005", "renamedKey", { key, now: renamed.now }),
      keyNode,
      source,
      `Rename the key: ${renamed.why}.`,
    );
  }
  if (Object.hasOwn(generateCommand.options, key)) {
    const message = catalogMessage("CRD5005", "flagOnly", { key });
    return invalid(message, keyNode, source, `Give ${flagName(key)} on the command line.`);
  }
  // Flags are kebab-case; a key copied from one (max-desc-len) is most likely meant as its camelCase twin.
  const camel = key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const guess = isConfigKey(camel) ? camel : closestWord(key, configKeyNames);
  const hint =
    guess === undefined
      ? `The keys are ${configKeyNames.join(", ")} and $schema.`
      : `Did you mean "${guess}"?`;
  return invalid(catalogMessage("CRD5005", "unknownKey", { key }), keyNode, source, hint);
}

function invalid(message: DiagnosticMessage, node: Node, source: ConfigSource, hint: string): Diagnostic {
  return createDiagnostic(message, { span: nodeSpan(source, node), hint });
}
