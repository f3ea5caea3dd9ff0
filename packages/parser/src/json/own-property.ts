/**
 * The built-ins the parser reads the caller's values with, taken when this module loads: every
 * read of a property goes through one of them, never through `value[key]` (which runs getters and
 * proxy traps, and finds what a polluted `Object.prototype` holds when the property is not own).
 */
export const hasOwn: (value: object, key: PropertyKey) => boolean = Object.hasOwn;
/** `Reflect.getOwnPropertyDescriptor`: the descriptor is an ordinary object, so read its fields only when own (`hasOwn(d, "value")` tells a data property). */
export const getOwnDescriptor: (value: object, key: PropertyKey) => PropertyDescriptor | undefined = Reflect.getOwnPropertyDescriptor;
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
