/**
 * The formatted strings of an object as CEL sees them (apiserver valuesunstructured.go:132-165, Kubernetes 1.35):
 * kube-openapi strfmt's ParseDuration, ParseDateTime and Base64.UnmarshalText, and time.Parse of a full date.
 * strfmt-go-vectors.json holds Go's answers for targeted inputs (see test/SOURCES.md); the properties check the
 * base64 port against Go's alphabet and padding rules written out plainly.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DurationValue,
  ErrorValue,
  TimestampValue,
  parseGoTime,
  unstructuredToVal,
} from "../../src/index.js";
import {
  parseFullDate,
  strfmtDecodeBase64,
  strfmtParseDateTime,
  strfmtParseDuration,
} from "../../src/values/strfmt-values.js";

interface Vector {
  readonly input: string;
  readonly ok: boolean;
  readonly error?: string;
  /** Durations: nanoseconds; times: Unix seconds and nanoseconds as `secs|nanos`. */
  readonly nanos?: string;
  readonly offset?: number;
  readonly bytes?: readonly number[];
}

const vectors = JSON.parse(
  readFileSync(new URL("./strfmt-go-vectors.json", import.meta.url), "utf8"),
) as Record<"duration" | "date" | "date-time" | "byte" | "rfc3339", Vector[]>;

function timeNanos(v: Vector): bigint {
  const [secs = "0", nanos = "0"] = (v.nanos ?? "").split("|");
  return BigInt(secs) * 1_000_000_000n + BigInt(nanos);
}

describe("Go's answers (strfmt-go-vectors.json)", () => {
  it.each(vectors.duration)("duration $input", (v) => {
    expect(strfmtParseDuration(v.input)).toEqual(
      v.ok ? { ok: true, value: BigInt(v.nanos ?? "") } : { ok: false, error: v.error },
    );
  });
  it.each(vectors.date)("date $input", (v) => {
    expect(parseFullDate(v.input)).toEqual(
      v.ok ? { ok: true, value: timeNanos(v) } : { ok: false, error: v.error },
    );
  });
  it.each(vectors["date-time"])("date-time $input", (v) => {
    expect(strfmtParseDateTime(v.input)).toEqual(
      v.ok
        ? { ok: true, value: { nanos: timeNanos(v), offsetSeconds: v.offset } }
        : { ok: false, error: v.error },
    );
  });
  // time.Parse(time.RFC3339): the errors quote what Go had left after cutting a year or a zone off the value.
  it.each(vectors.rfc3339)("RFC 3339 $input", (v) => {
    const got = parseGoTime("rfc3339", v.input);
    if (!v.ok) {
      expect(got).toEqual({ ok: false, error: v.error });
      return;
    }
    expect(got.ok).toBe(true);
    if (got.ok) {
      const { year, month, day, hour, minute, second, offset } = got.time;
      const seconds = Date.UTC(year, month - 1, day, hour, minute, second) / 1000 - offset;
      expect(`${seconds}`).toBe(v.nanos?.split("|")[0]);
      expect(offset).toBe(v.offset);
    }
  });
  it.each(vectors.byte)("byte $input", (v) => {
    expect(strfmtDecodeBase64(v.input)).toEqual(
      v.ok ? { ok: true, value: Uint8Array.from(v.bytes ?? []) } : { ok: false, error: v.error },
    );
  });
});

describe("UnstructuredToVal of formatted strings", () => {
  const of = (format: string, text: string) => unstructuredToVal(text, { type: "string", format });

  it("wraps each parser's error as valuesunstructured.go does", () => {
    expect(of("duration", "soon")).toEqual(
      new ErrorValue("Invalid duration soon: unable to parse soon as duration"),
    );
    expect(of("date", "2021-02-29")).toEqual(
      new ErrorValue('Invalid date formatted string 2021-02-29: parsing time "2021-02-29": day out of range'),
    );
    expect(of("date-time", "2020-01-02")).toEqual(
      new ErrorValue(
        'Invalid date-time formatted string 2020-01-02: parsing time "2020-01-02" as "2006-01-02T15:04:05": cannot parse "" as "T"',
      ),
    );
    // URLEncoding: '+' is not in its alphabet.
    expect(of("byte", "aGk+")).toEqual(
      new ErrorValue("Invalid byte formatted string aGk+: illegal base64 data at input byte 3"),
    );
  });

  it("reads what the format checks refuse, as Go does", () => {
    expect(of("duration", "1 hour 30 minutes")).toEqual(new DurationValue(5_400_000_000_000n));
    expect(of("date-time", "")).toEqual(new TimestampValue(0n));
    expect(of("date-time", "2020-01-02T03:04:05")).toEqual(new TimestampValue(1_577_934_245_000_000_000n));
    expect(of("date-time", "2020-01-02T03:04:05,5+01:00")).toEqual(
      new TimestampValue(1_577_930_645_500_000_000n, 3600),
    );
    expect(of("byte", "aGk-")).toEqual(Uint8Array.from([104, 105, 62]));
    // No range check: year 0 is below CEL's timestamps, and Go makes the value all the same.
    expect(of("date", "0000-01-01")).toEqual(new TimestampValue(-62_167_219_200_000_000_000n));
  });
});

// encoding/base64's padded, non-strict decoding written out plainly: strip CR and LF, then every quantum of four
// is alphabet characters, the last one possibly ending in `==` or `=`; the bits left over are ignored. It says
// only whether the text decodes and to what; the offsets of errors come from the vectors.
const urlAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
function modelDecode(text: string): Uint8Array | undefined {
  const data = text.replace(/[\r\n]/g, "");
  if (data.length % 4 !== 0) return undefined;
  const out: number[] = [];
  for (let q = 0; q < data.length; q += 4) {
    const quantum = data.slice(q, q + 4);
    const last = q + 4 === data.length;
    const pad = last ? (/={1,2}$/.exec(quantum)?.[0].length ?? 0) : 0;
    const chars = quantum.slice(0, 4 - pad);
    let bits = 0;
    for (const c of chars) {
      if (!urlAlphabet.includes(c)) return undefined;
      bits = bits * 64 + urlAlphabet.indexOf(c);
    }
    bits *= 64 ** pad;
    const bytes = [Math.floor(bits / 65536) % 256, Math.floor(bits / 256) % 256, bits % 256];
    out.push(...bytes.slice(0, 3 - pad));
  }
  return Uint8Array.from(out);
}

describe("base64 URLEncoding against a plain model", () => {
  const piece = fc.constantFrom(...`${urlAlphabet}+/=\r\n é`.split(""), "==", "AAAA", "\n=");
  it("decodes exactly the texts the model decodes, to the same bytes", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const text = pieces.join("");
        const got = strfmtDecodeBase64(text);
        const want = modelDecode(text);
        expect(got.ok ? got.value : undefined).toEqual(want);
      }),
      { numRuns: 3000 },
    );
  });

  it("round-trips Buffer's URL encoding with padding", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const text = Buffer.from(bytes).toString("base64url");
        const padded = text + "=".repeat((4 - (text.length % 4)) % 4);
        expect(strfmtDecodeBase64(padded)).toEqual({ ok: true, value: Uint8Array.from(bytes) });
      }),
    );
  });
});
