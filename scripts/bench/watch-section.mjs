// The watch-mode benchmark: `crdgen generate --watch` on the synthetic API at 200 and 800 kinds
// (BENCH_WATCH_KINDS), on each TypeScript backend, timing one-field edits of the same kind file from the save to
// the rewritten CRD file, and the peak memory of the watching processes. Targets: p95 under 150 ms, and from
// issue 16 p95 ≤ 100 ms at 800 kinds and peak RSS ≤ 350 MB at 200 kinds. Unlike the other sections it runs
// long-lived processes, so it measures itself (run.mjs calls `measure`).
import { spawn } from "node:child_process";
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  watch as watchFolder,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeSyntheticApi } from "./synthetic-api.mjs";
import { installTypeScript7, tsBackendArgs, typescript7BackendSkip } from "./ts-variants.mjs";

const bin = fileURLToPath(new URL("../../packages/crdgen/dist/bundle/bin.js", import.meta.url));
// The generator section's project folder, rewritten here (the API is deterministic) and restored at the end.
const projectDir = fileURLToPath(new URL("./.synthetic-api/", import.meta.url));
// Printed after every run by `crdgen generate --watch`; the first one means the initial run is done.
const statusLine = "crdgen watch: watching for changes";
const edits = 20;
const targetP95Ms = 150;
// Issue 16's targets, each judged at its own size.
const largeKinds = 800;
const largeTargetP95Ms = 100;
const rssKinds = 200;
const targetRssMb = 350;
const startupTimeoutMs = 300_000;
// Per edit: 30 s, longer in proportion beyond 200 kinds (a loaded machine can take that long at 800).
const editTimeoutMs = (kinds) => 30_000 * Math.max(1, kinds / 200);
// Kind 0 (group0) is edited every time: "20 edits on the same API". Its spec's last optional field is
// renamed to benchEdit<n>, a one-field change whose new name shows up in the CRD's properties.
const editedField = /^ {2}(?:enabled|benchEdit\d+)\?: boolean;$/m;

/**
 * The kind counts to watch: BENCH_WATCH_KINDS (comma-separated), else BENCH_KINDS alone (as before the
 * 800-kind point), else 200 and 800.
 */
function watchPoints() {
  const text = process.env.BENCH_WATCH_KINDS ?? process.env.BENCH_KINDS ?? `${rssKinds},${largeKinds}`;
  const points = text.split(",").map((part) => Number(part.trim()));
  if (points.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`BENCH_WATCH_KINDS must be whole numbers separated by commas, not ${text}`);
  return [...new Set(points)].sort((a, b) => a - b);
}

/** A self-measuring benchmark section: `measure()` resolves to the table and target lines run.mjs prints. */
export function watchSection(points = watchPoints()) {
  return {
    title:
      `watch: crdgen generate --watch, one-field edit saved to CRD file rewritten ` +
      `(synthetic API, ${points.join(" / ")} kinds, ${edits} edits of widget0_types.ts after 1 warm-up edit)`,
    measure: async () => {
      const backends = [
        { name: "ts-morph", skip: undefined },
        { name: "typescript7", skip: typescript7BackendSkip() },
      ];
      const results = [];
      for (const kinds of points)
        for (const backend of backends)
          results.push({
            kinds,
            backend: backend.name,
            skip: backend.skip,
            ...(backend.skip === undefined ? await measureWatch(kinds, backend.name) : {}),
          });
      return watchTable(results);
    },
  };
}

async function measureWatch(kinds, backend) {
  const kindFile = join(writeSyntheticApi(projectDir, kinds), "group0", "v1", "widget0_types.ts");
  installTypeScript7(projectDir);
  const original = readFileSync(kindFile, "utf8");
  const out = mkdtempSync(join(tmpdir(), "crdgen-bench-watch-out-"));
  const crdFile = join(out, "group0.bench.example.com_widget0s.yaml");
  const watcher = new WatchProcess(
    [bin, "generate", "--watch", "--out", out, ...tsBackendArgs(backend)],
    projectDir,
  );
  try {
    await watcher.untilStatus(0, startupTimeoutMs);
    if (statSync(crdFile, { throwIfNoEntry: false }) === undefined)
      throw new Error(`the first watch run did not write ${crdFile}`);
    const edit = async (n) => {
      const before = watcher.statusCount;
      const latencyMs = await timeEdit(kindFile, original, crdFile, `benchEdit${n}`, editTimeoutMs(kinds));
      await watcher.untilStatus(before, editTimeoutMs(kinds));
      return latencyMs;
    };
    const warmUpMs = await edit(0);
    const latencies = [];
    for (let n = 1; n <= edits; n++) latencies.push(await edit(n));
    const peakRss = peakRssMb(watcher.pid);
    const exitCode = await watcher.interrupt();
    if (exitCode !== 0) throw new Error(`crdgen generate --watch exited with ${exitCode} on SIGINT`);
    return { latencies, warmUpMs, peakRss };
  } finally {
    watcher.kill();
    writeFileSync(kindFile, original);
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * One row per kind count and backend (a backend this build lacks shows why), and the targets: p95 < 150 ms,
 * at 800 kinds ≤ 100 ms instead; peak RSS ≤ 350 MB at 200 kinds.
 */
function watchTable(results) {
  const ms = (value) => `${Math.round(value)} ms`;
  const rows = [];
  const targets = [];
  for (const r of results) {
    const label = `${r.kinds} kinds, ${r.backend} backend`;
    if (r.skip !== undefined) {
      rows.push([label, r.skip, "", "", ""]);
      continue;
    }
    const p95 = nearestRank(r.latencies, 95);
    rows.push([
      label,
      ms(nearestRank(r.latencies, 50)),
      ms(p95),
      ms(r.warmUpMs),
      r.peakRss === undefined ? "n/a" : `${Math.round(r.peakRss)} MB`,
    ]);
    targets.push(
      r.kinds === largeKinds
        ? {
            label: `${label}: edit to rewritten CRD, p95`,
            value: ms(p95),
            target: `<= ${largeTargetP95Ms} ms`,
            met: p95 <= largeTargetP95Ms,
          }
        : {
            label: `${label}: edit to rewritten CRD, p95`,
            value: ms(p95),
            target: `< ${targetP95Ms} ms`,
            met: p95 < targetP95Ms,
          },
    );
    if (r.kinds === rssKinds)
      targets.push({
        label: `${label}: peak RSS`,
        value: r.peakRss === undefined ? "n/a" : `${Math.round(r.peakRss)} MB`,
        target: `<= ${targetRssMb} MB`,
        met: r.peakRss === undefined ? undefined : r.peakRss <= targetRssMb,
      });
  }
  return {
    header: ["variant", `p50 (${edits} edits)`, `p95 (${edits} edits)`, "warm-up edit", "peak RSS (VmHWM)"],
    rows,
    targets,
  };
}

/**
 * Saves the kind file with its edited field renamed to `field`, and resolves to the milliseconds from just
 * after the save to the moment the CRD file holds the new field. The output folder is watched (the CRD is
 * replaced by a rename) and, in case an event is missed, its file polled every 2 ms.
 */
function timeEdit(kindFile, original, crdFile, field, timeoutMs) {
  const needle = `${field}:`;
  return new Promise((resolve, reject) => {
    let seen = "";
    let t0 = 0;
    const check = () => {
      const stats = statSync(crdFile, { throwIfNoEntry: false });
      const key = stats === undefined ? "" : `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
      if (key === "" || key === seen) return;
      seen = key;
      if (readFileSync(crdFile, "utf8").includes(needle)) finish(() => resolve(performance.now() - t0));
    };
    const folder = watchFolder(dirname(crdFile), check);
    const poll = setInterval(check, 2);
    const timeout = setTimeout(() => {
      finish(() => reject(new Error(`${basename(crdFile)} did not get ${field} within ${timeoutMs} ms`)));
    }, timeoutMs);
    const finish = (settle) => {
      folder.close();
      clearInterval(poll);
      clearTimeout(timeout);
      settle();
    };
    writeFileSync(kindFile, original.replace(editedField, `  ${field}?: boolean;`));
    t0 = performance.now();
  });
}

/** The nearest-rank percentile: the smallest value with at least `p` percent of the values at or below it. */
function nearestRank(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The peak resident set size so far in MB of the process and the processes it started (the TypeScript 7
 * backend's native compiler), from Linux's /proc: the sum of each one's peak, an upper bound of their peak
 * together. Undefined where /proc is missing.
 */
function peakRssMb(pid) {
  const peaks = [pid, ...descendants(pid)].map((id) => {
    try {
      const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${id}/status`, "utf8"));
      return match ? Number(match[1]) / 1024 : undefined;
    } catch {
      return undefined;
    }
  });
  return peaks[0] === undefined ? undefined : peaks.reduce((sum, mb) => sum + (mb ?? 0), 0);
}

/** The ids of the processes descending from `pid`, from the parent id in each /proc/<id>/stat. */
function descendants(pid) {
  const parentOf = new Map();
  let ids = [];
  try {
    ids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const id of ids) {
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${id}/stat`, "utf8");
      parentOf.set(Number(id), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const found = [];
  for (let frontier = [pid]; frontier.length > 0;) {
    frontier = [...parentOf].filter(([, parent]) => frontier.includes(parent)).map(([id]) => id);
    found.push(...frontier);
  }
  return found;
}

/** `node <args>` kept running, counting the watch status lines it prints. */
class WatchProcess {
  statusCount = 0;
  #stdout = "";
  #stderrTail = "";
  #waiters = new Set();
  #exit;

  constructor(args, cwd) {
    this.child = spawn(process.execPath, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    this.pid = this.child.pid;
    this.child.stdout.setEncoding("utf8").on("data", (chunk) => this.#onStdout(chunk));
    // Warnings are printed on every run; only the end is kept, for the message if the process fails.
    this.child.stderr.setEncoding("utf8").on("data", (chunk) => {
      this.#stderrTail = (this.#stderrTail + chunk).slice(-4000);
    });
    this.#exit = new Promise((resolve) => this.child.once("exit", (code, signal) => resolve(code ?? signal)));
    void this.#exit.then((code) => {
      for (const waiter of this.#waiters) waiter(new Error(`crdgen generate --watch exited with ${code}`));
    });
  }

  #onStdout(chunk) {
    const lines = (this.#stdout + chunk).split("\n");
    this.#stdout = lines.pop() ?? "";
    for (const line of lines) if (line.startsWith(statusLine)) this.statusCount++;
    for (const waiter of this.#waiters) waiter();
  }

  /** Resolves once more than `count` status lines have been printed. */
  untilStatus(count, timeoutMs) {
    return new Promise((resolve, reject) => {
      const waiter = (error) => {
        if (error === undefined && this.statusCount <= count) return;
        this.#waiters.delete(waiter);
        clearTimeout(timeout);
        if (error === undefined) resolve();
        else reject(new Error(`${error.message}\n${this.#stderrTail}`));
      };
      const timeout = setTimeout(
        () => waiter(new Error(`no watch status line within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.add(waiter);
      if (this.child.exitCode !== null)
        waiter(new Error(`crdgen generate --watch exited with ${this.child.exitCode}`));
      else waiter();
    });
  }

  /** Sends SIGINT and resolves to the exit code (or the signal's name); SIGKILL after 10 s. */
  async interrupt() {
    this.child.kill("SIGINT");
    const timer = setTimeout(() => this.kill(), 10_000);
    const code = await this.#exit;
    clearTimeout(timer);
    return code;
  }

  /** Ends the process if it is still running (after a failure). */
  kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
  }
}
