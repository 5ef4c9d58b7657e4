// Runs a command as a child process and measures its wall time, CPU time (user + system) and peak resident set
// size. CPU time is the steadier figure on a shared machine: wall time also counts waiting for a core.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const gnuTime = "/usr/bin/time";
const rssReporter = fileURLToPath(new URL("./rss-reporter.mjs", import.meta.url));

/**
 * How peak RSS is measured: GNU time's `-v` report when it exists, else the child's own resourceUsage
 * (also with BENCH_RSS=child).
 */
export const rssSource =
  process.env.BENCH_RSS !== "child" && hasGnuTime()
    ? "/usr/bin/time -v"
    : "process.resourceUsage() in the child";

function hasGnuTime() {
  if (!existsSync(gnuTime)) return false;
  const probe = spawnSync(gnuTime, ["-v", "true"], { encoding: "utf8" });
  return probe.status === 0 && probe.stderr.includes("Maximum resident set size");
}

/**
 * Runs `node <args>` once. Returns { wallMs, cpuMs, rssMb, status, stdout, stderr }. Wall time is taken
 * around the whole child process (start-up included, the same for every variant); CPU time is the child's
 * user + system time.
 */
export function measureNode(args, { cwd } = {}) {
  if (rssSource === "/usr/bin/time -v") {
    const started = performance.now();
    const run = spawnSync(gnuTime, ["-v", process.execPath, ...args], {
      cwd,
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    const wallMs = performance.now() - started;
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
    const user = /User time \(seconds\): ([\d.]+)/.exec(run.stderr);
    const system = /System time \(seconds\): ([\d.]+)/.exec(run.stderr);
    const stderr = run.stderr.slice(0, run.stderr.lastIndexOf("\tCommand being timed:"));
    return {
      wallMs,
      cpuMs: user && system ? (Number(user[1]) + Number(system[1])) * 1000 : NaN,
      rssMb: match ? Number(match[1]) / 1024 : NaN,
      status: run.status,
      stdout: run.stdout,
      stderr,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "crdgen-bench-"));
  const rssFile = join(dir, "rss");
  try {
    const started = performance.now();
    const run = spawnSync(process.execPath, ["--import", rssReporter, ...args], {
      cwd,
      encoding: "utf8",
      maxBuffer: 1 << 28,
      env: { ...process.env, CRDGEN_BENCH_RSS_FILE: rssFile },
    });
    const wallMs = performance.now() - started;
    const [rssKb, userUs, systemUs] = existsSync(rssFile)
      ? readFileSync(rssFile, "utf8").split(" ").map(Number)
      : [NaN, NaN, NaN];
    return {
      wallMs,
      cpuMs: (userUs + systemUs) / 1000,
      rssMb: rssKb / 1024,
      status: run.status,
      stdout: run.stdout,
      stderr: run.stderr,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `median (min–max)` of a list of milliseconds, for a table cell. */
export function medianWithSpread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (n) => Math.round(n);
  return `${ms(median(sorted))} ms (${ms(sorted[0])}–${ms(sorted[sorted.length - 1])})`;
}
