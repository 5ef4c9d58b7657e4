/**
 * A field path as cel-go's coster (checker/cost.go) holds it: a Go `[]string` built with `append`. Appending to a
 * slice whose backing array has spare capacity writes into that array, so two appends to the same path share the
 * slot after it, and the first result then reads the second's element. cel-go relies on this unknowingly:
 * `pushIterKey` and `pushIterValue` append `@keys` and `@values` to the same range path, so when that path has room
 * (three elements, as `self.spec.labels`, have a capacity of four) the key variable's path ends in `@values`, and
 * the size estimator sizes keys as values. Costs follow that, so the paths here grow as Go's runtime grows them.
 */
import { InternalError } from "@crdgen/core";

/** A `[]string`: the first `length` elements of a backing array that holds `capacity`. */
export class GoSlicePath {
  private constructor(
    private readonly backing: string[],
    private readonly length: number,
    private readonly capacity: number,
  ) {}

  /** `[]string{name}`: a fresh backing array of exactly one element. */
  static of(name: string): GoSlicePath {
    return new GoSlicePath([name], 1, 1);
  }

  /** `append(path, name)`, with `append(nil, name)` for an undefined path. */
  static append(path: GoSlicePath | undefined, name: string): GoSlicePath {
    if (path === undefined) return new GoSlicePath([name], 1, goAppendCapacity(0, 1));
    if (path.length < path.capacity) {
      // In place: every slice of this backing array that reaches this slot now reads `name` there.
      path.backing[path.length] = name;
      return new GoSlicePath(path.backing, path.length + 1, path.capacity);
    }
    const grown = path.backing.slice(0, path.length);
    grown.push(name);
    return new GoSlicePath(grown, path.length + 1, goAppendCapacity(path.capacity, path.length + 1));
  }

  /** The elements as they read now (later appends to a shared backing array may change them). */
  toArray(): string[] {
    return this.backing.slice(0, this.length);
  }

  first(): string | undefined {
    return this.length > 0 ? this.backing[0] : undefined;
  }
}

/** A Go string header: pointer and length. */
const stringSize = 16;
/** The runtime's small size classes (internal/runtime/gc/sizeclasses.go), in bytes. */
const sizeClasses = [
  0, 8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288, 320, 352, 384, 416,
  448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304, 2688, 3072, 3200,
  3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568, 14336, 16384,
  18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768,
];
const maxSmallSize = 32768;
const mallocHeaderSize = 8;
/** Objects with pointers above this size carry a malloc header (Go 1.22 and later). */
const minSizeForMallocHeader = 512;
const pageSize = 8192;

/** The capacity `growslice` (runtime/slice.go) gives a `[]string` of capacity `oldCap` grown to `newLen`. */
export function goAppendCapacity(oldCap: number, newLen: number): number {
  return Math.floor(roundupsize(nextslicecap(newLen, oldCap) * stringSize) / stringSize);
}

/** runtime `nextslicecap`: double below 256 elements, then about 1.25 times. */
function nextslicecap(newLen: number, oldCap: number): number {
  const doublecap = oldCap + oldCap;
  if (newLen > doublecap) return newLen;
  const threshold = 256;
  if (oldCap < threshold) return doublecap;
  let newcap = oldCap;
  while (newcap < newLen) newcap += (newcap + 3 * threshold) >> 2;
  return newcap;
}

/** runtime `roundupsize` for an object with pointers (runtime/msize.go): the allocation's usable size. */
function roundupsize(size: number): number {
  if (size <= maxSmallSize - mallocHeaderSize) {
    const reqSize = size > minSizeForMallocHeader ? size + mallocHeaderSize : size;
    const classSize = sizeClasses.find((c) => c >= reqSize);
    if (classSize === undefined) throw new InternalError(`no size class for ${reqSize} bytes`);
    return classSize - (reqSize - size);
  }
  return Math.ceil(size / pageSize) * pageSize;
}
