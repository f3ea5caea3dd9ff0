// The statistics every Cranfield measuring script prints beside a variant: the paired per-query
// difference against the current setup with its standard error, and how many queries it moved.

/** Mean of the per-query differences a[i] − b[i] and its standard error. */
export function paired(a, b) {
  const d = a.map((x, i) => x - b[i]);
  const mean = d.reduce((s, x) => s + x, 0) / d.length;
  return { mean, se: Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (d.length - 1) / d.length) };
}

/** `better/worse`: the queries where a scores above b, and below it. */
export const winLoss = (a, b) => `${a.filter((x, i) => x > b[i] + 1e-9).length}/${a.filter((x, i) => x < b[i] - 1e-9).length}`;

/** Four decimals. */
export const f4 = (x) => x.toFixed(4);

/** Four decimals with a sign. */
export const signed = (x) => `${x >= 0 ? "+" : ""}${f4(x)}`;
