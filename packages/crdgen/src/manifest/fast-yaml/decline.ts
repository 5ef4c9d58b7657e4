/** Thrown inside the reader when the text leaves the subset; caught by readFastYaml (index.ts). */
export const declined = new Error("outside the fast YAML subset");

export function decline(): never {
  throw declined;
}
