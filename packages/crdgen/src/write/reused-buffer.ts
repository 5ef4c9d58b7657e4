/**
 * `buffer` when it holds `capacity` bytes, else a new one of at least twice its size: for the buffers a write
 * reuses from one file to the next (ScratchEncoder, ChunkEncoder's scratch, ScratchReader), which grow to the
 * largest file and stay, instead of one allocation per file outside the heap.
 */
export function withCapacity(buffer: Buffer<ArrayBuffer>, capacity: number): Buffer<ArrayBuffer> {
  return buffer.length >= capacity ? buffer : Buffer.allocUnsafe(Math.max(capacity, buffer.length * 2));
}
