/**
 * A count of bytes with a comma every three digits, as `n.toLocaleString("en-US")` writes it: the first
 * `toLocaleString` of a process loads the locale data (≈30 ms of CPU), once per `crdgen generate` that
 * warns about a file's size.
 */
export function groupedDigits(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  let out = "";
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    out = out === "" ? group : `${group},${out}`;
  }
  return n < 0 ? `-${out}` : out;
}
