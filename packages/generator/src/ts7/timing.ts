import type * as Sync from "typescript7/unstable/sync";

/*
 * CRDGEN_TS7_TIMING=1: what each kind of question to the compiler cost, so that what grows with the number of
 * kinds shows by name. The API's own timing keeps only totals (and the last five requests); its collector is
 * told of every request (method, round trip, bytes each way), and a tally per method is kept beside it.
 */

interface MethodTally {
  count: number;
  ms: number;
  sent: number;
  received: number;
}

/** What the API's collector is told of each request (typescript7's timing.ts, TimingSample). */
interface Sample {
  readonly method: string;
  readonly roundTripMs: number;
  readonly bytesSent: number;
  readonly bytesReceived: number;
}

interface Collector {
  record(sample: Sample): void;
}

/** The API's private timing collector, or undefined where a TypeScript 7 release keeps it elsewhere. */
function collectorOf(api: Sync.API): Collector | undefined {
  const client = (api as unknown as { client?: { getTimingCollector?(): Collector | undefined } }).client;
  return client?.getTimingCollector?.();
}

/** Tallies the API's requests by method from now on; `report()` prints them, costliest first. */
export class MethodTimings {
  private readonly byMethod = new Map<string, MethodTally>();

  constructor(api: Sync.API) {
    const collector = collectorOf(api);
    if (collector === undefined) return;
    const record = collector.record.bind(collector);
    collector.record = (sample) => {
      record(sample);
      let tally = this.byMethod.get(sample.method);
      if (tally === undefined) {
        tally = { count: 0, ms: 0, sent: 0, received: 0 };
        this.byMethod.set(sample.method, tally);
      }
      tally.count++;
      tally.ms += sample.roundTripMs;
      tally.sent += sample.bytesSent;
      tally.received += sample.bytesReceived;
    };
  }

  /** One line per method: round trips, time, bytes sent and received (exact: a test compares them). */
  lines(): string[] {
    return [...this.byMethod]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(
        ([method, t]) =>
          `  ${method}: ${String(t.count)} × ${t.ms.toFixed(1)} ms, sent ${String(t.sent)} B, received ${String(t.received)} B`,
      );
  }
}
