/**
 * Collects the items of the arrays being read (by both JSON readers) in slots it owns, and hands
 * each array out as a copy of its slots (`slice`). `array.push(item)` stores through `[[Set]]`,
 * which an index accessor on `Array.prototype` or `Object.prototype` intercepts (the item is
 * dropped or replaced); a store into a slot the stack already owns, and `slice`, which defines its
 * items, never reach a prototype. As fast as `push`.
 *
 * One stack for the process: arrays nest, so the items of an inner array sit above those of the
 * arrays around it and are taken off before the outer one goes on (a parse that re-enters through
 * a proxy's trap stacks above its caller's items the same way). A reader that stops midway gives
 * back its slots with {@link release}; taken and released slots are cleared, so the stack keeps
 * no caller's values alive.
 */
let slots: unknown[] = blankSlots(1024);
let top = 0;

function blankSlots(length: number): unknown[] {
  // Doubling a literal keeps the array packed (V8 then copies slices fastest); `concat` defines
  // the items it copies. Should a polluted Symbol.isConcatSpreadable stop the doubling, the slots
  // come from an array-like that inherits nothing (read without running a prototype accessor).
  let slots: unknown[] = [undefined];
  while (slots.length < length) {
    const doubled = slots.concat(slots);
    if (doubled.length !== slots.length * 2)
      return Array.from({ __proto__: null, length } as unknown as ArrayLike<unknown>, () => undefined);
    slots = doubled;
  }
  return slots;
}

/** Where the next array's items start (pass it to {@link takeItems} or {@link release}). */
export function itemMark(): number {
  return top;
}

/** Adds an item to the array being read. */
export function addItem(item: unknown): void {
  if (top === slots.length) {
    const grown = blankSlots(slots.length * 2);
    for (let i = 0; i < top; i++) grown[i] = slots[i];
    slots = grown;
  }
  slots[top++] = item;
}

/** The items added since `mark`, as a new array; their slots are freed. */
export function takeItems<T>(mark: number): T[] {
  const items = slots.slice(mark, top) as T[];
  release(mark);
  return items;
}

/** Frees (and clears) every slot from `mark` up, after a read that stopped midway. */
export function release(mark: number): void {
  for (let i = mark; i < top; i++) slots[i] = undefined;
  top = mark;
}
