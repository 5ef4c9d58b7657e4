import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultDebounce, RunScheduler } from "../../src/watch/scheduler.js";

/** A job that records when each run starts and ends, finishing only when the test says so. */
class ControlledJob {
  readonly runs: { changed: readonly string[]; startedAt: number; endedAt?: number }[] = [];
  active = 0;
  maxActive = 0;
  private finishers: ((error?: Error) => void)[] = [];

  readonly job = (changed: readonly string[]): Promise<void> => {
    const run: { changed: readonly string[]; startedAt: number; endedAt?: number } = {
      changed,
      startedAt: Date.now(),
    };
    this.runs.push(run);
    this.active++;
    this.maxActive = Math.max(this.maxActive, this.active);
    return new Promise<void>((resolve, reject) => {
      this.finishers.push((error) => {
        this.active--;
        run.endedAt = Date.now();
        if (error === undefined) resolve();
        else reject(error);
      });
    });
  };

  /** Ends the oldest running job, with `error` when given, and lets its promise callbacks run. */
  async finish(error?: Error): Promise<void> {
    const finisher = this.finishers.shift();
    if (finisher === undefined) throw new Error("no job is running");
    finisher(error);
    await vi.advanceTimersByTimeAsync(0);
  }
}

let job: ControlledJob;
let errors: unknown[];
let scheduler: RunScheduler;
let t0 = 0;

beforeEach(() => {
  vi.useFakeTimers();
  t0 = Date.now();
  job = new ControlledJob();
  errors = [];
  scheduler = new RunScheduler(job.job, defaultDebounce, (error) => errors.push(error));
});

afterEach(() => {
  vi.useRealTimers();
});

const startTimes = (): number[] => job.runs.map((r) => r.startedAt - t0);

describe("RunScheduler", () => {
  it("uses a 25 ms quiet period and a 100 ms maximum wait by default", () => {
    expect(defaultDebounce).toEqual({ quietMs: 25, maxWaitMs: 100 });
  });

  it("runs a single change once 25 ms have passed without another", async () => {
    scheduler.changed("/p/a.ts");
    await vi.advanceTimersByTimeAsync(24);
    expect(job.runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.runs.map((r) => r.changed)).toEqual([["/p/a.ts"]]);
    expect(startTimes()).toEqual([25]);
  });

  it("restarts the quiet period on each change and passes every path once, sorted", async () => {
    scheduler.changed("/p/b.ts");
    await vi.advanceTimersByTimeAsync(20);
    scheduler.changed("/p/a.ts");
    scheduler.changed("/p/b.ts");
    await vi.advanceTimersByTimeAsync(24);
    expect(job.runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.runs.map((r) => r.changed)).toEqual([["/p/a.ts", "/p/b.ts"]]);
    expect(startTimes()).toEqual([45]);
  });

  it("runs a burst of changes every 10 ms at the 100 ms maximum wait, with all its paths", async () => {
    for (let i = 0; i < 15; i++) {
      scheduler.changed(`/p/f${String(i).padStart(2, "0")}.ts`);
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(startTimes()).toEqual([100]);
    expect(job.runs[0]?.changed).toEqual(
      Array.from({ length: 10 }, (_, i) => `/p/f${String(i).padStart(2, "0")}.ts`),
    );
    await job.finish();
    await vi.advanceTimersByTimeAsync(100);
    // The rest of the burst (from 100 ms to 140 ms) runs once it has been quiet for 25 ms.
    expect(startTimes()).toEqual([100, 165]);
    expect(job.runs[1]?.changed).toEqual(["/p/f10.ts", "/p/f11.ts", "/p/f12.ts", "/p/f13.ts", "/p/f14.ts"]);
  });

  it("collects changes made during a job and starts exactly one more job when it ends", async () => {
    scheduler.changed("/p/a.ts");
    await vi.advanceTimersByTimeAsync(25);
    expect(job.runs).toHaveLength(1);
    for (const name of ["c", "b", "c", "d"]) {
      scheduler.changed(`/p/${name}.ts`);
      await vi.advanceTimersByTimeAsync(30);
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(job.runs).toHaveLength(1);
    await job.finish();
    expect(job.runs.map((r) => r.changed)).toEqual([["/p/a.ts"], ["/p/b.ts", "/p/c.ts", "/p/d.ts"]]);
    expect(job.runs[1]?.startedAt).toBe(job.runs[0]?.endedAt);
    await job.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs).toHaveLength(2);
    expect(job.maxActive).toBe(1);
  });

  it("waits for the quiet period of a change that came just before the job ended", async () => {
    scheduler.changed("/p/a.ts");
    await vi.advanceTimersByTimeAsync(25);
    scheduler.changed("/p/b.ts");
    await vi.advanceTimersByTimeAsync(10);
    await job.finish();
    expect(job.runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15);
    expect(job.runs.map((r) => r.changed)).toEqual([["/p/a.ts"], ["/p/b.ts"]]);
    expect(startTimes()).toEqual([25, 50]);
  });

  it("never runs two jobs at once, however the changes come", async () => {
    for (let i = 0; i < 40; i++) {
      scheduler.changed(`/p/${i % 7}.ts`);
      await vi.advanceTimersByTimeAsync(i % 3 === 0 ? 40 : 5);
      if (job.active > 0 && i % 4 === 0) await job.finish();
    }
    while (job.active > 0) {
      await job.finish();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(job.maxActive).toBe(1);
    expect(job.runs.length).toBeGreaterThan(2);
    const seen = new Set(job.runs.flatMap((r) => r.changed));
    expect([...seen].sort()).toEqual([
      "/p/0.ts",
      "/p/1.ts",
      "/p/2.ts",
      "/p/3.ts",
      "/p/4.ts",
      "/p/5.ts",
      "/p/6.ts",
    ]);
  });

  it("passes a job's error to onError and goes on scheduling", async () => {
    scheduler.changed("/p/a.ts");
    await vi.advanceTimersByTimeAsync(25);
    const failure = new Error("boom");
    await job.finish(failure);
    expect(errors).toEqual([failure]);
    scheduler.changed("/p/b.ts");
    await vi.advanceTimersByTimeAsync(25);
    expect(job.runs.map((r) => r.changed)).toEqual([["/p/a.ts"], ["/p/b.ts"]]);
    await job.finish();
    expect(errors).toEqual([failure]);
  });

  it("passes the error of a job that rejects at once to onError", async () => {
    const thrown: unknown[] = [];
    const failing = new RunScheduler(
      () => Promise.reject(new Error("at once")),
      defaultDebounce,
      (e) => thrown.push(e),
    );
    failing.changed("/p/a.ts");
    await vi.advanceTimersByTimeAsync(25);
    expect(thrown).toEqual([new Error("at once")]);
  });

  it("close() waits for the running job, and no job starts after it", async () => {
    scheduler.changed("/p/a.ts");
    await vi.advanceTimersByTimeAsync(25);
    scheduler.changed("/p/b.ts");
    let closed = false;
    const closing = scheduler.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(closed).toBe(false);
    await job.finish();
    await closing;
    expect(closed).toBe(true);
    scheduler.changed("/p/c.ts");
    await vi.advanceTimersByTimeAsync(200);
    expect(job.runs.map((r) => r.changed)).toEqual([["/p/a.ts"]]);
  });

  it("close() with nothing running settles at once and drops pending changes", async () => {
    scheduler.changed("/p/a.ts");
    await scheduler.close();
    await vi.advanceTimersByTimeAsync(200);
    expect(job.runs).toEqual([]);
  });
});
