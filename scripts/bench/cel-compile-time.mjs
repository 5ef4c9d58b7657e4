// The CEL part of `crdgen check` over a folder: runs the check in this process with a compiler of its own and
// prints that compiler's statistics as JSON (rules asked for, rules compiled, CPU milliseconds in compiling and
// costing them, lookups included: CPU time, as the benchmark's ratios, since the machine may be busy). The check section prints them as compile time per rule.
// Usage: node cel-compile-time.mjs DIR
import { RuleCompiler } from "../../packages/cel/dist/index.js";
import { check } from "../../packages/crdgen/dist/index.js";

const [dir] = process.argv.slice(2);
const cpuMilliseconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const compiler = new RuleCompiler({ clock: cpuMilliseconds });
await check([dir], { compiler });
process.stdout.write(`${JSON.stringify(compiler.stats)}\n`);
