import { describe, expect, it } from "vitest";
import { celTypes, formatType, listType, mapType, optionalType, typeParam, typeType } from "../src/index.js";

describe("formatType", () => {
  it("prints types as cel-go's Type.String()", () => {
    expect(formatType(celTypes.int)).toBe("int");
    expect(formatType(listType(celTypes.string))).toBe("list(string)");
    expect(formatType(mapType(celTypes.string, listType(celTypes.dyn)))).toBe("map(string, list(dyn))");
    expect(formatType(optionalType(celTypes.int))).toBe("optional_type(int)");
    expect(formatType(typeType(celTypes.timestamp))).toBe("type(google.protobuf.Timestamp)");
    expect(formatType(listType(typeParam("A")))).toBe("list(<A>)");
  });
});
