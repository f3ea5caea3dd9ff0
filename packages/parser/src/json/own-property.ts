/**
 * The built-ins the parser reads the caller's values with, taken when this module loads: every
 * read of a property goes through one of them, never through `value[key]` (which runs getters and
 * proxy traps, and finds what a polluted `Object.prototype` holds when the property is not own).
 */
export const hasOwn: (value: object, key: PropertyKey) => boolean = Object.hasOwn;
/** `Reflect.getOwnPropertyDescriptor`: the descriptor is an ordinary object, so read its fields only when own (`hasOwn(d, "value")` tells a data property). */
export const getOwnDescriptor: (value: object, key: PropertyKey) => PropertyDescriptor | undefined = Reflect.getOwnPropertyDescriptor;
type Lookup = ((this: object, key: PropertyKey) => unknown) | undefined;
const legacy = Object.prototype as unknown as { __lookupGetter__?: Lookup; __lookupSetter__?: Lookup };
/**
 * `Object.prototype.__lookupGetter__` and `__lookupSetter__` as they were when this module loaded
 * (undefined where a runtime lacks them: then descriptors are read). Neither calls the accessor it
 * finds, and neither allocates, where a descriptor is a new object per property read.
 */
export const lookupGetter: Lookup = typeof legacy.__lookupGetter__ === "function" ? legacy.__lookupGetter__ : undefined;
export const lookupSetter: Lookup = typeof legacy.__lookupSetter__ === "function" ? legacy.__lookupSetter__ : undefined;

/** `Reflect.getPrototypeOf`. */
export const getPrototypeOf: (value: object) => object | null = Reflect.getPrototypeOf;

/**
 * An optional property of an object the parser built, read only when own: a property left out
 * (`{ mustNot: [...] }` without `filter`) would otherwise be looked up on Object.prototype, where
 * a polluted value would take its place.
 */
export function ownField<T extends object, K extends keyof T>(object: T, key: K): T[K] | undefined {
  return hasOwn(object, key) ? object[key] : undefined;
}
