import { describe, expect, it } from "vitest";
import type { OpenAPIFailure } from "../../src/defaults/value/result.js";
import { Result } from "../../src/defaults/value/result.js";

// Errors stay unique by message, the first kept, whether a result holds a few (compared one by one) or many (its
// messages kept in a set), and a message dropped by ratcheting can be added again.

function failure(message: string, name = "x"): OpenAPIFailure {
  return { kind: "composite", name, message };
}

describe("Result", () => {
  it("keeps the first error of each message past the point where it keeps them in a set", () => {
    const result = new Result();
    for (let i = 0; i < 40; i++) result.addError(failure(`m${i % 25}`, `first${i}`));
    expect(result.errors.map((e) => e.message)).toEqual(Array.from({ length: 25 }, (_, i) => `m${i}`));
    expect(result.errors.map((e) => e.name)).toEqual(Array.from({ length: 25 }, (_, i) => `first${i}`));
  });

  it("forgets dropped messages and still knows the kept ones", () => {
    const result = new Result();
    result.addErrors(...Array.from({ length: 30 }, (_, i) => failure(`m${i}`)));
    result.dropErrorsFrom(10);
    result.addError(failure("m5", "again"));
    result.addError(failure("m20", "again"));
    result.mergeOne(Result.failure(failure("m25", "merged")));
    expect(result.errors.map((e) => `${e.message}@${e.name}`).slice(8)).toEqual([
      "m8@x",
      "m9@x",
      "m20@again",
      "m25@merged",
    ]);
  });
});
