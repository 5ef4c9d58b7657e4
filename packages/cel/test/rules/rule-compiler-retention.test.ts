import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { type CelSchema, RuleCompiler, schemaDeclType } from "../../src/index.js";

// A full collection on demand: what the compiler keeps is what survives one.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

interface Held {
  readonly unread: WeakRef<object>;
  readonly enumValues: WeakRef<object>;
}

/** Compiles two rules for a schema made here, and gives weak references to parts of that schema. */
function compileFor(compiler: RuleCompiler, maxLength: number): Held {
  const enumValues = ["x", "y"];
  const unread = { c: { type: "string" } };
  const schema: CelSchema = {
    type: "object",
    properties: {
      a: { type: "string", enum: enumValues, maxLength },
      b: { type: "object", properties: unread },
    },
  };
  const declType = schemaDeclType(schema, false);
  if (declType === undefined) throw new Error("no decl type");
  const environment = compiler.environment();
  compiler.compile({ rule: "self.a == 'x'" }, declType, environment);
  compiler.compile({ rule: "has(self.b)" }, declType, environment);
  return { unread: new WeakRef(unread), enumValues: new WeakRef(enumValues) };
}

describe("RuleCompiler retention", () => {
  it("keeps nothing of the schemas it compiled for: neither unread properties nor the values of read fields", async () => {
    const compiler = new RuleCompiler();
    const held = compileFor(compiler, 3);
    // A WeakRef's target stays alive until the job that made it ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(held.unread.deref()).toBeUndefined();
    expect(held.enumValues.deref()).toBeUndefined();
    // What it keeps still tells types apart and finds equal ones: a schema like the first is not compiled again;
    // one whose field `a` is longer is, for both rules (reading any field makes them all, `a` among them).
    compileFor(compiler, 3);
    expect(compiler.stats).toMatchObject({ rules: 4, compiled: 2 });
    compileFor(compiler, 4);
    expect(compiler.stats).toMatchObject({ rules: 6, compiled: 4 });
  });
});
