/** A JSON value in words, for "found …" in messages: `the string "abc"`, `the number 3`, `an object`. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "nothing";
  try {
    if (Array.isArray(value)) return "an array";
  } catch {
    return "an object"; // a revoked Proxy
  }
  switch (typeof value) {
    case "string":
      return `the string ${JSON.stringify(value.length > 48 ? `${cutAt(value, 48)}…` : value)}`;
    case "number":
      return `the number ${String(value)}`;
    case "bigint":
      return `the number ${String(value)}`;
    case "boolean":
      return String(value);
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}

/** The first `n` code units of `s`, one fewer when the cut would split a surrogate pair. */
function cutAt(s: string, n: number): string {
  const last = s.charCodeAt(n - 1);
  return s.slice(0, last >= 0xd800 && last <= 0xdbff ? n - 1 : n);
}
