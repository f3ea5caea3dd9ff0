// Random well-formed (and now and then out-of-bounds) search calls at the edges of what the parser
// lets through: every node kind, regexes of the safe dialect with large repeats, phrases of up to
// 256 words with slop up to 1,000, fuzzy with maxEdits 0–2, one-letter prefixes, open ranges, bools
// nested and wide, function scores with extreme numbers, highlights with empty, equal or odd tags
// and fragment sizes from 1 to far past the limit, aggregations of every kind at the edges of their bounds. Shared by the engine's fuzz test
// (packages/engine/test/hostile/) and the bench's hostile part (tools/bench/src/hostile/).

/** A seeded source of uniform numbers in [0, 1). */
export interface RandomSource {
  next(): number;
}

/** A JSON value as the generator builds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonRecord = { [key: string]: Json };

/** The fields of the definition per use (as `fieldsFor` gives them). */
export interface FieldsByUse {
  readonly termString: readonly string[];
  readonly termInteger: readonly string[];
  readonly termNumber: readonly string[];
  readonly termDate: readonly string[];
  readonly termBoolean: readonly string[];
  readonly terms: readonly string[];
  readonly fullText: readonly string[];
  readonly rangeInteger: readonly string[];
  readonly rangeNumber: readonly string[];
  readonly rangeDate: readonly string[];
  readonly rangeKeyword: readonly string[];
  readonly exists: readonly string[];
  readonly sort: readonly string[];
  readonly fieldValueFactor: readonly string[];
  readonly decayNumber: readonly string[];
  readonly decayDate: readonly string[];
  readonly decayGeo: readonly string[];
  readonly aggTerms: readonly string[];
  readonly aggNumber: readonly string[];
  readonly aggDate: readonly string[];
  readonly aggMetric: readonly string[];
  readonly aggGeo: readonly string[];
}

/** What calls draw from: words of the collection, some keyword values, the fields. */
export interface CallVocabulary {
  readonly words: readonly string[];
  readonly urls: readonly string[];
  readonly tags: readonly string[];
  readonly fields: FieldsByUse;
}

/** Numbers at the edges of float64. */
const EXTREME = [
  0,
  -0,
  1,
  -1,
  0.5,
  1e-200,
  -1e-200,
  5e-324,
  1e-300,
  1e300,
  1e308,
  -1e308,
  1.7976931348623157e308,
  9007199254740991,
  -9007199254740991,
  2 ** 31,
  1e-7,
  42,
];
const TAGS = [
  "<em>",
  "</em>",
  "",
  "<",
  ">",
  "**",
  "\u0000",
  "😀",
  "\ud800",
  '<b class="x">',
  "]]>",
  "<em><em><em>",
  "x".repeat(32),
  "x".repeat(40),
];
const MODIFIERS = ["none", "log", "log1p", "log2p", "ln", "ln1p", "ln2p", "square", "sqrt", "reciprocal"];

export class HostileCallGenerator {
  constructor(
    private readonly r: RandomSource,
    private readonly v: CallVocabulary,
  ) {}

  private int(min: number, max: number): number {
    return min + Math.floor(this.r.next() * (max - min + 1));
  }
  private chance(p: number): boolean {
    return this.r.next() < p;
  }
  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.r.next() * items.length)]!;
  }
  /** Mostly small, sometimes the largest allowed, now and then one past it. */
  private size(small: number, max: number): number {
    const roll = this.r.next();
    return roll < 0.6 ? this.int(0, small) : roll < 0.85 ? this.int(0, max) : roll < 0.97 ? max : max + 1;
  }
  private word(): string {
    return this.pick(this.v.words);
  }
  private words(n: number): string[] {
    return Array.from({ length: n }, () => this.word());
  }
  private number(): number {
    return this.chance(0.5) ? this.pick(EXTREME) : (this.r.next() - 0.5) * 10 ** this.int(0, 6);
  }
  private string(): string {
    const roll = this.r.next();
    if (roll < 0.5) return this.word();
    if (roll < 0.65) return this.pick(this.v.urls);
    if (roll < 0.75) return this.pick(this.v.tags);
    if (roll < 0.85) return this.word().repeat(this.int(1, 300)).slice(0, this.size(64, 1_024));
    return this.pick(["", " ", "\ud800", "😀", "a".repeat(1_024), "a".repeat(1_025), "x\u0000y"]);
  }
  private date(): string {
    return this.pick([
      "2024-01-01",
      "1970-01-01T00:00:00Z",
      "0001-01-01",
      "9999-12-31T23:59:59Z",
      "2024-02-29",
      "2024-02-30",
      "1999-12-31T23:59:59+14:00",
    ]);
  }
  private boost(node: JsonRecord): JsonRecord {
    if (this.chance(0.3)) node["boost"] = this.pick([0, 1, 2, 1e-300, 1e300, 1e308, 5e-324, -1]);
    return node;
  }

  /** A regex of the safe dialect built to be costly: nested bounded repeats, alternations, classes. */
  regex(): string {
    const atoms = [".", "a", "b", "(a|b)", "[a-z]", "[^/]", "\\w", "\\d", "k", "ka", "(ro|mi|te)", "[\ud800-\udfff]", "😀", "x"];
    const repeat = () => {
      const n = this.int(0, 60);
      return this.pick(["*", "+", "?", `{${n}}`, `{0,${this.int(1, 100)}}`, `{${n},}`, `{${this.int(0, 3)},${this.int(3, 100)}}`]);
    };
    const piece = (depth: number): string => {
      const roll = this.r.next();
      if (depth < 3 && roll < 0.25)
        return `(${Array.from({ length: this.int(1, 3) }, () => piece(depth + 1)).join(this.chance(0.5) ? "|" : "")})${repeat()}`;
      return this.pick(atoms) + (this.chance(0.5) ? repeat() : "");
    };
    const fixed = [
      `(.{0,${this.int(1, 49)}}){0,${this.int(1, 99)}}`,
      `(a|b)*a(a|b){${this.int(1, 30)}}`,
      `.*${this.word().slice(0, 3)}.*`,
      `(${this.word()}|${this.word()})*`,
      ".*",
      `${this.word().slice(0, 2)}.{0,100}`,
    ];
    const pattern = this.chance(0.4) ? this.pick(fixed) : Array.from({ length: this.int(1, 5) }, () => piece(0)).join("");
    return pattern.length > 256 && this.chance(0.8) ? pattern.slice(0, 256).replace(/[\\(|{[]+$/, "") : pattern;
  }

  /** A query node; `depth` bounds nesting. */
  node(depth = 0): JsonRecord {
    const f = this.v.fields;
    const leaves = [
      "term",
      "phrase",
      "phrase",
      "prefix",
      "fuzzy",
      "regex",
      "regex",
      "multiFieldTerm",
      "range",
      "exists",
      "matchAll",
      "text",
      "strict",
    ];
    const kind = depth >= 4 ? this.pick(leaves) : this.pick([...leaves, "bool", "bool", "bool", "functionScore", "functionScore"]);
    switch (kind) {
      case "term": {
        const roll = this.r.next();
        if (roll < 0.5) return this.boost({ type: "term", field: this.pick(f.termString), value: this.string() });
        if (roll < 0.65)
          return this.boost({ type: "term", field: this.pick(f.termInteger), value: this.pick([0, 1, -1, 9007199254740991, 42, 1.5]) });
        if (roll < 0.8) return this.boost({ type: "term", field: this.pick(f.termNumber), value: this.number() });
        if (roll < 0.9) return this.boost({ type: "term", field: this.pick(f.termDate), value: this.date() });
        return this.boost({ type: "term", field: this.pick(f.termBoolean), value: this.chance(0.5) });
      }
      case "phrase": {
        const terms = this.chance(0.3) ? [this.words(this.int(1, 300)).join(" ")] : this.words(this.size(8, 256));
        const node: JsonRecord = { type: "phrase", field: this.pick(f.terms), terms };
        if (this.chance(0.8)) node["slop"] = this.pick([0, 1, 2, 5, 100, 500, 999, 1_000, 1_001, this.int(0, 1_000)]);
        return this.boost(node);
      }
      case "prefix":
        return this.boost({
          type: "prefix",
          field: this.pick(f.terms),
          value: this.pick(["", "a", "k", "h", "https://", "\ud800", "𝒳"]) + (this.chance(0.3) ? this.word().slice(0, this.int(0, 3)) : ""),
        });
      case "fuzzy": {
        const node: JsonRecord = { type: "fuzzy", field: this.pick(f.terms), value: this.chance(0.8) ? this.word() : this.string() };
        node["maxEdits"] = this.int(0, 2);
        if (this.chance(0.4)) node["prefixLength"] = this.pick([0, 0, 1, 2, 64]);
        if (this.chance(0.3)) node["transpositions"] = this.chance(0.5);
        return this.boost(node);
      }
      case "regex":
        return this.boost({ type: "regex", field: this.pick(f.terms), pattern: this.regex() });
      case "multiFieldTerm":
        return this.boost({
          type: "multiFieldTerm",
          fields: [...new Set([this.pick(f.terms), this.pick(f.terms), this.pick(f.terms)])],
          value: this.string(),
        });
      case "range": {
        const roll = this.r.next();
        const [field, bound]: [string, () => Json] =
          roll < 0.3
            ? [this.pick(f.rangeNumber), () => this.number()]
            : roll < 0.5
              ? [this.pick(f.rangeInteger), () => this.pick([-9007199254740991, 0, 10, 9007199254740991])]
              : roll < 0.7
                ? [this.pick(f.rangeDate), () => this.date()]
                : [this.pick(f.rangeKeyword), () => this.pick(["", "a", "h", "https://", "\uffff", "\ud800", this.string()])];
        const node: JsonRecord = { type: "range", field };
        const lower = this.pick(["gt", "gte", undefined]);
        const upper = this.pick(["lt", "lte", lower === undefined ? "lte" : undefined]);
        if (lower !== undefined) node[lower] = bound();
        if (upper !== undefined) node[upper] = bound();
        return node;
      }
      case "exists":
        return { type: "exists", field: this.pick(f.exists) };
      case "matchAll":
        return this.boost({ type: "matchAll" });
      case "text": {
        const node: JsonRecord = {
          type: "text",
          text: this.words(this.size(4, 600))
            .join(" ")
            .slice(0, this.chance(0.9) ? 4_096 : 5_000),
        };
        if (this.chance(0.5)) node["fields"] = [...new Set([this.pick(f.fullText), this.pick(f.fullText)])];
        if (this.chance(0.4)) node["operator"] = this.pick(["and", "or"]);
        return this.boost(node);
      }
      case "strict": {
        const field = this.pick(f.terms);
        const query = this.pick([
          `${field}:/${this.regex().replace(/\//g, "\\/")}/`,
          `${field}:${this.word()}~2 OR ${field}:${this.word().slice(0, 1)}*`,
          `${field}:"${this.words(this.int(2, 40)).join(" ")}"~${this.int(0, 1_000)}`,
          `${this.words(this.int(1, 200)).join(" OR ")}`,
          `n:[* TO *] AND x:>=${this.pick(["1e308", "-1e308", "0"])}`,
        ]);
        return this.boost({ type: "strict", query });
      }
      case "bool": {
        const node: JsonRecord = { type: "bool" };
        const width = () => (this.chance(0.05) ? this.int(1, depth === 0 ? 256 : 16) : this.int(0, 3));
        for (const key of ["must", "should", "mustNot", "filter"])
          if (this.chance(0.45)) node[key] = Array.from({ length: width() }, () => this.node(depth + 1));
        if (this.chance(0.25)) node["minimumShouldMatch"] = this.int(0, 4);
        return this.boost(node);
      }
      default:
        return this.functionScore(depth);
    }
  }

  private functionScore(depth: number): JsonRecord {
    const node: JsonRecord = {
      type: "functionScore",
      functions: Array.from({ length: this.size(3, 32) || 1 }, () => this.scoreFunction(depth)),
    };
    if (this.chance(0.7)) node["query"] = this.node(depth + 1);
    if (this.chance(0.6)) node["scoreMode"] = this.pick(["multiply", "sum", "avg", "first", "max", "min"]);
    if (this.chance(0.6)) node["boostMode"] = this.pick(["multiply", "replace", "sum", "avg", "max", "min"]);
    if (this.chance(0.3)) node["maxBoost"] = this.pick([0, 1, 1e-300, 1e308, 5e-324]);
    if (this.chance(0.3)) node["minScore"] = this.pick([-1e308, 0, 0.5, 1e300, 5e-324]);
    return node;
  }

  private scoreFunction(depth: number): JsonRecord {
    const f = this.v.fields;
    const kind = this.pick(["weight", "fieldValueFactor", "fieldValueFactor", "gauss", "exp", "linear", "gauss"]);
    let fn: JsonRecord;
    if (kind === "weight") fn = { type: "weight", weight: this.pick([0, 0.5, 1, 1e308, 1e-300, 5e-324, 1e300]) };
    else if (kind === "fieldValueFactor") {
      fn = { type: "fieldValueFactor", field: this.pick(f.fieldValueFactor) };
      if (this.chance(0.7)) fn["factor"] = this.pick([1, -1, 0, 1e308, -1e308, 1e-300, 5e-324]);
      if (this.chance(0.7)) fn["modifier"] = this.pick(MODIFIERS);
      if (this.chance(0.5)) fn["missing"] = this.pick([0, -1, 1e308, -1e308, 5e-324]);
    } else {
      const use = this.pick(["decayNumber", "decayDate", "decayGeo"] as const);
      const field = this.pick(f[use]);
      const origin: Json =
        use === "decayNumber"
          ? this.pick([0, 1e308, -1e308, 5e-324, 9007199254740991, this.number()])
          : use === "decayDate"
            ? this.date()
            : this.pick([
                { lat: 0, lng: 0 },
                { lat: 90, lng: 180 },
                { lat: -90, lng: -180 },
                { lat: 45.5, lng: -0.1 },
              ]);
      fn = { type: kind, field, origin, scale: this.pick([1e-200, 1e-300, 5e-324, 1e-7, 1, 1e300, 1e308, 1.7976931348623157e308]) };
      if (this.chance(0.5)) fn["offset"] = this.pick([0, 1e308, 5e-324, 1e300, 1]);
      if (this.chance(0.5)) fn["decay"] = this.pick([1e-300, 5e-324, 0.5, 0.9999999999999999, 1e-7]);
    }
    if (kind !== "weight" && this.chance(0.3)) fn["weight"] = this.pick([0, 1e308, 5e-324, 2]);
    if (this.chance(0.2)) fn["filter"] = this.node(depth + 2);
    return fn;
  }

  private highlight(): Json {
    if (this.chance(0.2)) return true;
    const f = this.v.fields;
    const h: JsonRecord = {};
    if (this.chance(0.5)) h["fields"] = [...new Set([this.pick(f.fullText), this.pick(f.fullText)])];
    const tag = this.pick(TAGS);
    if (this.chance(0.6)) h["preTag"] = tag;
    if (this.chance(0.6)) h["postTag"] = this.chance(0.3) ? tag : this.pick(TAGS);
    if (this.chance(0.8)) h["fragmentSize"] = this.pick([1, 9, 10, 11, 12, 20, 150, 999, 1_000, 1_001, 100_000, this.int(1, 1_000)]);
    if (this.chance(0.6)) h["fragments"] = this.pick([0, 1, 3, 10, 11]);
    return h;
  }

  /** `aggs`: every kind with sizes, intervals and ranges at the edges (tiny intervals over wide values, minute buckets over decades, 100 ranges, 11 names). */
  private aggs(): Json {
    const f = this.v.fields;
    const out: JsonRecord = {};
    for (let i = this.pick([1, 1, 2, 3, 10, 11]); i > 0; i--) {
      const kind = this.pick(["terms", "histogram", "dateHistogram", "range", "stats", "cardinality", "geoDistance"]);
      // Mostly well-ordered ranges (from ≤ to), so the parser lets them through and the engine walks them; some reversed.
      const ranges = (values: readonly number[]) =>
        Array.from({ length: this.pick([1, 3, 100, 101]) }, () => {
          const from = this.pick(values);
          const to = this.pick([...values, 1e308]);
          return from <= to || this.chance(0.05) ? { from, to } : { from: to, to: from };
        });
      let agg: JsonRecord;
      if (kind === "terms") {
        agg = {
          type: kind,
          field: this.pick(f.aggTerms),
          size: this.pick([1, 10, 1_000, 1_001]),
          minCount: this.pick([1, 2, 9007199254740991]),
          order: this.pick(["count", "key"]),
        };
        if (this.chance(0.4)) agg["aggs"] = { s: { type: this.pick(["stats", "cardinality"]), field: this.pick(f.aggMetric) } };
      } else if (kind === "histogram")
        agg = {
          type: kind,
          field: this.pick(f.aggNumber),
          interval: this.pick([5e-324, 1e-300, 1e-7, 0.5, 1, 1_000, 1e308]),
          minCount: this.pick([0, 0, 1]),
        };
      else if (kind === "dateHistogram")
        agg = {
          type: kind,
          field: this.pick(f.aggDate),
          interval: this.pick(["minute", "hour", "day", "week", "month", "quarter", "year"]),
          timeZone: this.pick(["Z", "+14:00", "-12:00", "+05:45"]),
          minCount: this.pick([0, 1]),
        };
      else if (kind === "range")
        agg = {
          type: kind,
          field: this.pick(f.aggNumber),
          ranges: ranges([...EXTREME.filter((x) => Math.abs(x) < 1e300), ...Array.from({ length: 8 }, () => this.int(-10_000, 10_000))]),
        };
      else if (kind === "geoDistance")
        agg = {
          type: kind,
          field: this.pick(f.aggGeo),
          origin: { lat: this.pick([90, -90, 0]), lng: this.pick([180, -180, 0]) },
          unit: this.pick(["km", "m", "mi"]),
          ranges: ranges([0, 1e-7, 1, 20_000, 1e300]),
        };
      else agg = { type: kind, field: this.pick(f.aggMetric) };
      out[`a${i}`] = agg;
    }
    return out;
  }

  /** The `q` root string: words, phrases with slop, prefixes and fuzzy words. */
  private q(): string {
    const parts: string[] = [];
    for (let i = this.size(5, 300); i > 0; i--) {
      const w = this.word();
      parts.push(
        this.pick([
          w,
          w,
          `${w.slice(0, 1)}*`,
          `${w}~2`,
          `"${this.words(this.int(2, 30)).join(" ")}"~${this.int(0, 1_000)}`,
          `-${w}`,
          `+${w}`,
          "OR",
        ]),
      );
    }
    return parts.join(" ").slice(0, this.chance(0.95) ? 4_096 : 4_200);
  }

  /** A whole call: the arguments a model would send (sometimes as JSON text). */
  call(): unknown {
    const call: JsonRecord = { v: 1 };
    if (this.chance(0.3)) call["q"] = this.q();
    if (this.chance(0.85)) call["query"] = this.node(0);
    if (this.chance(0.25))
      call["filter"] = this.chance(0.4)
        ? this.pick([
            "n >= 0",
            "x < 1e308 and flag = true",
            `url = "${this.pick(this.v.urls)}"`,
            "exists(place) or not exists(at)",
            `tags in [${this.v.tags
              .slice(0, 50)
              .map((t) => JSON.stringify(t))
              .join(", ")}]`,
          ])
        : this.node(1);
    if (this.chance(0.5)) call["limit"] = this.pick([0, 1, 10, 100, 10_000, 10_001]);
    if (this.chance(0.2)) call["offset"] = this.pick([0, 5, 9_990, 10_000]);
    if (this.chance(0.3)) call["countExactly"] = this.chance(0.5);
    if (this.chance(0.35)) call["highlight"] = this.highlight();
    if (this.chance(0.25)) call["aggs"] = this.aggs();
    if (this.chance(0.2))
      call["sort"] = Array.from({ length: this.int(1, 3) }, () => ({
        field: this.pick(this.v.fields.sort),
        order: this.pick(["asc", "desc"]),
      }));
    return this.chance(0.3) ? JSON.stringify(call) : call;
  }
}
