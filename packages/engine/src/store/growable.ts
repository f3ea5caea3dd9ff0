/** A copy of `a` with room for at least `size` elements (capacity doubles). */
export function growUint32(a: Uint32Array, size: number): Uint32Array {
  if (size <= a.length) return a;
  const b = new Uint32Array(Math.max(size, a.length * 2, 4));
  b.set(a);
  return b;
}

/** A copy of `a` with room for at least `size` elements (capacity doubles). */
export function growUint8(a: Uint8Array, size: number): Uint8Array {
  if (size <= a.length) return a;
  const b = new Uint8Array(Math.max(size, a.length * 2, 8));
  b.set(a);
  return b;
}

/** A copy of `a` with room for at least `size` elements, new slots set to `fill`. */
export function growFloat64(a: Float64Array, size: number, fill: number): Float64Array {
  if (size <= a.length) return a;
  const b = new Float64Array(Math.max(size, a.length * 2, 8));
  b.fill(fill, a.length);
  b.set(a);
  return b;
}

/** A copy of `a` with room for at least `size` elements, new slots set to `fill`. */
export function growInt32(a: Int32Array, size: number, fill: number): Int32Array {
  if (size <= a.length) return a;
  const b = new Int32Array(Math.max(size, a.length * 2, 16));
  b.fill(fill, a.length);
  b.set(a);
  return b;
}
