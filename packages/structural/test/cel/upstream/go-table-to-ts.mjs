#!/usr/bin/env node
// Transcribes the case tables of apiextensions-apiserver's pkg/apiserver/schema/cel/validation_test.go into
// TypeScript, mechanically, so that thousands of rules are not retyped by hand (and mistyped).
// Usage: node go-table-to-ts.mjs <validation_test.go> <GoFunc> <exportName> >> cases.ts
// The Go composite literals become plain arrays/objects, `schema.Structural{…}` a call of the `S` helper of
// go-helpers.ts (which turns Go's Structural into JSONSchemaProps); Go's conversions (int64(…), math.Max…,
// fmt.Sprintf, ptr.To) are helpers of the same names. Raw strings become JSON strings.
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import process from "node:process";
import { URL } from "node:url";

const helperNames = [
  ...readFileSync(new URL("go-helpers.ts", import.meta.url), "utf8").matchAll(
    /^export (?:const|function) (\w+)/gm,
  ),
].map((m) => m[1]);

const [file, output, ...funcNames] = process.argv.slice(2);
const source = readFileSync(file, "utf8");
let funcName = "";

/** The body of `tests := []struct{…}{ BODY }` in func funcName. */
function tableBody(text) {
  const start = text.indexOf(`func ${funcName}(`);
  if (start < 0) throw new Error(`no func ${funcName}`);
  const decl = text.indexOf("[]struct {", start);
  let i = text.indexOf("}{", decl) + 2;
  const bodyStart = i;
  let depth = 1;
  for (const t of tokenize(text.slice(bodyStart))) {
    if (t.v === "{") depth++;
    if (t.v === "}") depth--;
    if (depth === 0) return text.slice(bodyStart, bodyStart + t.pos);
  }
  throw new Error("unterminated table");
}

function* tokenize(text) {
  const re =
    /(\s+)|(\/\/[^\n]*)|(\/\*[\s\S]*?\*\/)|("(?:[^"\\\n]|\\.)*")|(`[^`]*`)|('(?:[^'\\]|\\.)')|([0-9][0-9a-fA-FxX_.eE+-]*)|([A-Za-z_][A-Za-z0-9_]*)|(\S)/gy;
  let m;
  while ((m = re.exec(text)) !== null) {
    const [v, ws, lc, bc, str, raw, rune, num, id] = m;
    const kind = ws
      ? "ws"
      : lc || bc
        ? "comment"
        : str
          ? "str"
          : raw
            ? "raw"
            : rune
              ? "rune"
              : num
                ? "num"
                : id
                  ? "id"
                  : "punct";
    yield { kind, v, pos: m.index };
  }
}

const typeStructs = new Set([
  "schema.Generic",
  "schema.Extensions",
  "schema.ValueValidation",
  "schema.StructuralOrBool",
  "apiextensions.ValidationRule",
  "schema.JSON",
]);

function convert(body) {
  const toks = [...tokenize(body)];
  const out = [];
  // Each open brace frame: the closing text and, for slices/maps, the element type of elided literals.
  const frames = [];
  let i = 0;
  const sig = (j) => {
    while (j < toks.length && (toks[j].kind === "ws" || toks[j].kind === "comment")) j++;
    return j;
  };
  // Reads a Go type starting at j; returns {type, next} (type as text without spaces).
  function readType(j) {
    let type = "";
    for (;;) {
      const t = toks[j];
      if (t.v === "[" && toks[j + 1]?.v === "]") {
        type += "[]";
        j += 2;
        continue;
      }
      if (t.v === "*") {
        type += "*";
        j++;
        continue;
      }
      if (t.v === "map" && toks[j + 1]?.v === "[") {
        const k = readType(j + 2);
        const v = readType(k.next + 1);
        return { type: `${type}map[${k.type}]${v.type}`, next: v.next };
      }
      if (t.v === "interface" && toks[j + 1]?.v === "{" && toks[j + 2]?.v === "}") {
        return { type: type + "interface{}", next: j + 3 };
      }
      if (t.kind === "id") {
        let name = t.v;
        j++;
        while (toks[j]?.v === "." && toks[j + 1]?.kind === "id") {
          name += "." + toks[j + 1].v;
          j += 2;
        }
        return { type: type + name, next: j };
      }
      throw new Error(
        `bad type at ${toks
          .slice(j, j + 5)
          .map((x) => x.v)
          .join("")}`,
      );
    }
  }
  function open(type) {
    const t = type.replace(/^\*/, "");
    if (t.startsWith("[]")) {
      out.push("[");
      frames.push({ close: "]", elem: t.slice(2) });
      return;
    }
    if (t.startsWith("map[")) {
      out.push("{");
      frames.push({ close: "}", elem: readMapElem(t) });
      return;
    }
    if (t === "schema.Structural") {
      out.push("S({");
      frames.push({ close: "})", elem: undefined });
      return;
    }
    if (t === "field.ErrorList") {
      out.push("[");
      frames.push({ close: "]", elem: "field.Error" });
      return;
    }
    if (t === "apiextensions.ValidationRules") {
      out.push("[");
      frames.push({ close: "]", elem: "apiextensions.ValidationRule" });
      return;
    }
    if (typeStructs.has(t) || /^(schema|apiextensions|field)\.[A-Z]/.test(t) || t === "" || t === "struct") {
      out.push("{");
      frames.push({ close: "}", elem: undefined });
      return;
    }
    throw new Error(`unknown literal type ${t}`);
  }
  function readMapElem(t) {
    let depth = 0;
    for (let k = 3; k < t.length; k++) {
      if (t[k] === "[") depth++;
      if (t[k] === "]") {
        depth--;
        if (depth === 0) return t.slice(k + 1);
      }
    }
    throw new Error(t);
  }
  while (i < toks.length) {
    const t = toks[i];
    if (t.kind === "ws") {
      out.push(t.v);
      i++;
      continue;
    }
    if (t.kind === "comment") {
      out.push(t.v.startsWith("//") ? t.v : t.v);
      i++;
      continue;
    }
    if (t.kind === "raw") {
      out.push(JSON.stringify(t.v.slice(1, -1)));
      i++;
      continue;
    }
    if (t.kind === "rune") {
      out.push(JSON.stringify(JSON.parse(`"${t.v.slice(1, -1).replace(/"/g, '\\"')}"`)));
      i++;
      continue;
    }
    if (t.kind === "str") {
      out.push(t.v.replace(/\\'/g, "'").replace(/\\a/g, "\\x07"));
      i++;
      continue;
    }
    // Composite literal with an explicit type: []T{, map[K]V{, pkg.Type{
    if (
      (t.v === "[" && toks[i + 1]?.v === "]") ||
      t.v === "map" ||
      (t.kind === "id" && /^(schema|apiextensions|field)$/.test(t.v) && toks[i + 1]?.v === ".")
    ) {
      const { type, next } = readType(i);
      if (toks[next]?.v === "{") {
        open(type);
        i = next + 1;
        continue;
      }
      out.push(type.replace(/^apiextensions\./, "apiextensions."));
      i = next;
      continue;
    }
    if (t.v === "{") {
      // An elided literal: its type is the enclosing slice/map's element type.
      const elem = frames.at(-1)?.elem;
      open(elem ?? "");
      i++;
      continue;
    }
    if (t.v === "}") {
      const f = frames.pop();
      if (!f) throw new Error("unbalanced");
      out.push(f.close);
      i++;
      continue;
    }
    if (t.v === "&" && toks[i + 1]?.v !== "&") {
      i++;
      continue;
    }
    if (t.v === "ptr" && toks[i + 1]?.v === "." && toks[i + 2]?.v === "To") {
      out.push("ptr.To");
      i += 3;
      if (toks[i]?.v === "[") {
        while (toks[i].v !== "]") i++;
        i++;
      }
      continue;
    }
    if (t.v === "nil") {
      out.push("nil");
      i++;
      continue;
    }
    if (t.v === ":" && toks[sig(i + 1)]?.v === "=") throw new Error(":= in table");
    out.push(t.v);
    i++;
  }
  if (frames.length) throw new Error("unclosed frames");
  return out.join("");
}

const tables = funcNames.map((name) => {
  funcName = name;
  return `/** ${name}'s cases. */\nexport const ${name}: readonly GoCase[] = [${convert(tableBody(source))}];\n`;
});
const text = tables.join("\n");
const used = helperNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
writeFileSync(
  output,
  `// Generated by go-table-to-ts.mjs from ${basename(file).replace(/_pre\.go$/, ".go")} (see SOURCES.md); do not edit by hand.\n` +
    `/* eslint-disable */\n` +
    `import { type GoCase, ${used.join(", ")} } from "./go-helpers.js";\n\n${text}`,
);
