// A test oracle: Lucene's RegExp grammar (org.apache.lucene.util.automaton.RegExp, as its javadoc
// writes it) with the optional operators off (flags NONE, what the translation sends), read into
// an equivalent JavaScript RegExp. It follows Lucene's parser, leniencies included (an unescaped
// `]` or `}` outside a class is a plain character, `"…"` is a literal string even with flags NONE),
// and throws where Lucene throws, so a pattern it accepts is one the cluster accepts.
//
//   unionexp   ::= concatexp ( "|" unionexp )?
//   concatexp  ::= repeatexp concatexp | repeatexp
//   repeatexp  ::= repeatexp ( "?" | "*" | "+" | "{" n "}" | "{" n ",}" | "{" n "," m "}" ) | charclassexp
//   charclassexp ::= "[" "^"? charclass+ "]" | simpleexp
//   charclass  ::= charexp "-" charexp | charexp
//   simpleexp  ::= charexp | "." | '"' chars '"' | "(" ")" | "(" unionexp ")"
//   charexp    ::= <code point> | "\" <code point>
//   (Lucene ≥ 8.6 also reads `\d \D \w \W \s \S` as predefined classes, in and out of brackets:
//   an escaped letter is not that letter, which is why the translation never escapes one.)

/** Thrown where Lucene's RegExp constructor throws IllegalArgumentException. */
export class LuceneSyntaxError extends Error {}

const hex = (cp: number) => `\\u{${cp.toString(16)}}`;

class Reader {
  private pos = 0;
  private readonly cps: number[];
  constructor(text: string) {
    this.cps = [...text].map((c) => c.codePointAt(0)!);
  }
  more(): boolean {
    return this.pos < this.cps.length;
  }
  peek(chars: string): boolean {
    return this.more() && chars.includes(String.fromCodePoint(this.cps[this.pos]!));
  }
  match(ch: string): boolean {
    if (this.more() && this.cps[this.pos] === ch.codePointAt(0)) {
      this.pos++;
      return true;
    }
    return false;
  }
  next(): number {
    if (!this.more()) throw new LuceneSyntaxError("unexpected end-of-string");
    return this.cps[this.pos++]!;
  }
  get position(): number {
    return this.pos;
  }
  rewind(position: number): void {
    this.pos = position;
  }
}

function unionExp(r: Reader): string {
  const left = concatExp(r);
  return r.match("|") ? `${left}|${unionExp(r)}` : left;
}

function concatExp(r: Reader): string {
  let out = `(?:${repeatExp(r)})`;
  while (r.more() && !r.peek(")|")) out += `(?:${repeatExp(r)})`;
  return out;
}

function integer(r: Reader): number {
  let digits = "";
  while (r.peek("0123456789")) digits += String.fromCodePoint(r.next());
  if (digits === "") throw new LuceneSyntaxError(`integer expected at position ${r.position}`);
  return Number(digits);
}

function repeatExp(r: Reader): string {
  let e = charClassExp(r);
  while (r.peek("?*+{")) {
    if (r.match("?")) e = `(?:${e})?`;
    else if (r.match("*")) e = `(?:${e})*`;
    else if (r.match("+")) e = `(?:${e})+`;
    else if (r.match("{")) {
      const n = integer(r);
      let m: number | undefined = n;
      if (r.match(",")) m = r.peek("0123456789") ? integer(r) : undefined;
      if (!r.match("}")) throw new LuceneSyntaxError(`expected '}' at position ${r.position}`);
      if (m !== undefined && m < n) throw new LuceneSyntaxError("invalid repetition bounds");
      e = `(?:${e}){${n},${m ?? ""}}`;
    }
  }
  return e;
}

/** Lucene's predefined classes (RegExp.matchPredefinedCharacterClass), as JavaScript class bodies. */
const PREDEFINED: Readonly<Record<string, string>> = {
  d: "0-9",
  w: "a-zA-Z_0-9",
  s: " \\t\\n\\r",
};

/** `\d`, `\W` … when the reader is at one: the JavaScript class, else undefined (nothing consumed). */
function predefined(r: Reader, inClass: boolean): string | undefined {
  if (!r.peek("\\")) return undefined;
  const save = r.position;
  r.match("\\");
  if (r.peek("dDwWsS")) {
    const letter = String.fromCodePoint(r.next());
    const body = PREDEFINED[letter.toLowerCase()]!;
    const negated = letter !== letter.toLowerCase();
    if (inClass && negated) throw new LuceneSyntaxError("a negated predefined class inside brackets is not modelled by this oracle");
    return inClass ? body : `[${negated ? "^" : ""}${body}]`;
  }
  r.rewind(save);
  return undefined;
}

function charClassExp(r: Reader): string {
  if (!r.match("[")) return simpleExp(r);
  const negate = r.match("^");
  let body = "";
  do {
    const named = predefined(r, true);
    if (named !== undefined) {
      body += named;
      continue;
    }
    const lo = charExp(r);
    if (r.match("-")) {
      const hi = charExp(r);
      if (hi < lo) throw new LuceneSyntaxError(`invalid range ${lo}-${hi}`);
      body += `${hex(lo)}-${hex(hi)}`;
    } else body += hex(lo);
  } while (r.more() && !r.peek("]"));
  if (!r.match("]")) throw new LuceneSyntaxError(`expected ']' at position ${r.position}`);
  return `[${negate ? "^" : ""}${body}]`;
}

function simpleExp(r: Reader): string {
  if (r.match(".")) return "[\\u{0}-\\u{10ffff}]";
  if (r.match('"')) {
    let s = "";
    while (r.more() && !r.peek('"')) s += hex(r.next());
    if (!r.match('"')) throw new LuceneSyntaxError("expected '\"'");
    return `(?:${s})`;
  }
  if (r.match("(")) {
    if (r.match(")")) return "(?:)";
    const e = unionExp(r);
    if (!r.match(")")) throw new LuceneSyntaxError(`expected ')' at position ${r.position}`);
    return `(?:${e})`;
  }
  return predefined(r, false) ?? hex(charExp(r));
}

function charExp(r: Reader): number {
  r.match("\\");
  return r.next();
}

/** The JavaScript RegExp (whole-string, `u`) matching the language of a Lucene regexp read with flags NONE; throws {@link LuceneSyntaxError} where Lucene would. */
export function luceneRegexpToJs(pattern: string): RegExp {
  const r = new Reader(pattern);
  // Lucene's parseUnionExp on "" gives the empty string's automaton (RegExp("") is valid).
  const source = r.more() ? unionExp(r) : "";
  if (r.more()) throw new LuceneSyntaxError(`end-of-string expected at position ${r.position}`);
  return new RegExp(`^(?:${source})$`, "u");
}
