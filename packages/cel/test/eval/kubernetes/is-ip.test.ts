import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kubernetesIpLibrary } from "../../../src/decls/kubernetes/ip.js";
import { parseAddr, validAddr } from "../../../src/values/netip.js";
import { ErrorValue } from "../../../src/values/value.js";
import { newEnv, run } from "./harness.js";

// isIP asks the parser only whether a text parses (validAddr, no messages built): it must agree with ip(),
// which builds them, and leave the messages of later parses as they were.
const env = newEnv(["kubernetes.net.ip", kubernetesIpLibrary()]);
const characters = Array.from("0123456789abcdefABCDEF:.%/-xz ");
const unit = fc.constantFrom(...characters, "::", "::ffff:", "1.2.3.4", "255", "256", "01");
const text = fc.array(unit, { maxLength: 10 }).map((parts) => parts.join(""));

function parsed(s: string): unknown {
  try {
    return parseAddr(s);
  } catch {
    return undefined;
  }
}

describe("isIP without parse messages", () => {
  it("finds what parseAddr finds (property)", () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(validAddr(s)).toEqual(parsed(s));
      }),
      { numRuns: 5000 },
    );
  });

  it("is true exactly where ip() gives no error (property)", () => {
    fc.assert(
      fc.property(text, (s) => {
        const isIP = run(env, `isIP("${s}")`);
        expect(isIP).toBe(!(run(env, `ip("${s}")`) instanceof ErrorValue));
      }),
      { numRuns: 400 },
    );
    expect(run(env, `isIP("::ffff:1.2.3.4")`)).toBe(false);
    expect(run(env, `isIP("fe80::1%eth0")`)).toBe(false);
    expect(run(env, `isIP("10.0.0.1")`)).toBe(true);
  });

  it("leaves later parses their messages", () => {
    expect(validAddr("1.2.3")).toBeUndefined();
    expect(() => parseAddr("1.2.3")).toThrow('ParseAddr("1.2.3"): IPv4 address too short');
  });
});
