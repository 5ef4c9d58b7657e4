// Past this many, insertion sort's quadratic worst case costs more than the typed array's built-in sort.
const insertionLimit = 32;

/**
 * Sorts the first `count` numbers of `indices` ascending, in place. Made for the property indices of an object's
 * keys, which mostly come in their schema's order already (controller-gen sorts properties, and objects follow
 * the schema): there insertion sort is one pass, where Array.prototype.sort with a comparator cost more than the
 * rest of an object's checks. Long lists go to the typed array's own sort, which compares numbers.
 */
export function sortIndicesAscending(indices: Int32Array, count: number): void {
  if (count > insertionLimit) {
    indices.subarray(0, count).sort();
    return;
  }
  for (let i = 1; i < count; i++) {
    const index = indices[i] as number;
    let j = i - 1;
    while (j >= 0 && (indices[j] as number) > index) {
      indices[j + 1] = indices[j] as number;
      j--;
    }
    indices[j + 1] = index;
  }
}
