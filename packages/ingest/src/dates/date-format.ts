import { isoDateProblem } from "@oneindex/schema/internal";

/**
 * Date formats as a definition file declares them (`"dateFormat": "MMM D YYYY"`): tokens for the
 * parts of a date, anything else literal. Tokens: `YYYY` year, `MMMM` month name (`June`), `MMM`
 * short month name (`Jun`), `MM` two-digit month, `M` month in one or two digits, `DD` / `D` day,
 * `HH` / `H` hour (0–23), `mm` minute, `ss` second. Month names are English and match in any case.
 * A value in the format becomes the ISO 8601 date the engine stores (`Jun 12 1998` → `1998-06-12`).
 */

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

type Part = "year" | "month" | "day" | "hour" | "minute" | "second";

/** Each token: the text it matches and the part it gives. Longest tokens first, so `MMMM` is not read as `MM` twice. */
const TOKENS: ReadonlyArray<{ token: string; pattern: string; part: Part; example: string; name?: "long" | "short" }> = [
  { token: "YYYY", pattern: "([0-9]{4})", part: "year", example: "1998" },
  { token: "MMMM", pattern: "([A-Za-z]{3,9})", part: "month", example: "June", name: "long" },
  { token: "MMM", pattern: "([A-Za-z]{3})", part: "month", example: "Jun", name: "short" },
  { token: "MM", pattern: "([0-9]{2})", part: "month", example: "06" },
  { token: "M", pattern: "([0-9]{1,2})", part: "month", example: "6" },
  { token: "DD", pattern: "([0-9]{2})", part: "day", example: "12" },
  { token: "D", pattern: "([0-9]{1,2})", part: "day", example: "12" },
  { token: "HH", pattern: "([0-9]{2})", part: "hour", example: "14" },
  { token: "H", pattern: "([0-9]{1,2})", part: "hour", example: "14" },
  { token: "mm", pattern: "([0-9]{2})", part: "minute", example: "30" },
  { token: "ss", pattern: "([0-9]{2})", part: "second", example: "05" },
];

/** A compiled date format: reads a value into an ISO 8601 date, or says why it cannot. */
export interface DateFormat {
  /** The format as declared. */
  readonly format: string;
  /** June 12 1998, 14:30:05 written in the format, for messages (`Jun 12 1998`). */
  readonly example: string;
  /** The ISO 8601 date `text` spells in this format (`{ iso }`), or why it does not (`{ problem }`). */
  parse(text: string): { readonly iso: string } | { readonly problem: string };
}

/** Why `format` is not a usable date format, or undefined. */
export function dateFormatProblem(format: string): string | undefined {
  const compiled = compile(format);
  return typeof compiled === "string" ? compiled : undefined;
}

/** The compiled format, or a {@link dateFormatProblem} string. */
export function compileDateFormat(format: string): DateFormat | string {
  return compile(format);
}

function escapeLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function compile(format: string): DateFormat | string {
  const parts: Array<{ part: Part; name?: "long" | "short" }> = [];
  let source = "";
  let example = "";
  for (let i = 0; i < format.length; ) {
    const token = TOKENS.find((t) => format.startsWith(t.token, i));
    if (token === undefined) {
      source += /\s/.test(format[i]!) ? "\\s+" : escapeLiteral(format[i]!);
      example += format[i]!;
      while (/\s/.test(format[i]!) && /\s/.test(format[i + 1] ?? "")) i++;
      i++;
      continue;
    }
    if (parts.some((p) => p.part === token.part)) return `the format ${JSON.stringify(format)} names the ${token.part} twice`;
    parts.push({ part: token.part, ...(token.name === undefined ? {} : { name: token.name }) });
    source += token.pattern;
    example += token.example;
    i += token.token.length;
  }
  const has = (part: Part) => parts.some((p) => p.part === part);
  if (!has("year") || !has("month")) return `the format ${JSON.stringify(format)} needs a year (YYYY) and a month (MM, M, MMM or MMMM)`;
  if (has("minute") && !has("hour")) return `the format ${JSON.stringify(format)} has minutes (mm) but no hour (HH or H)`;
  const regex = new RegExp(`^\\s*${source}\\s*$`, "i");
  return {
    format,
    example,
    parse(text: string) {
      const m = regex.exec(text);
      if (m === null) return { problem: "it is not written in that format" };
      const values: Partial<Record<Part, number>> = {};
      for (const [i, p] of parts.entries()) {
        const raw = m[i + 1]!;
        if (p.name !== undefined) {
          const lower = raw.toLowerCase();
          const month = MONTHS.findIndex((name) => (p.name === "short" ? name.slice(0, 3) === lower : name === lower));
          if (month < 0) return { problem: `"${raw}" is not the name of a month` };
          values.month = month + 1;
        } else values[p.part] = Number(raw);
      }
      const two = (n: number) => String(n).padStart(2, "0");
      const date = `${String(values.year).padStart(4, "0")}-${two(values.month!)}-${two(values.day ?? 1)}`;
      const iso = values.hour === undefined ? date : `${date}T${two(values.hour)}:${two(values.minute ?? 0)}:${two(values.second ?? 0)}`;
      const problem = isoDateProblem(iso);
      return problem === undefined ? { iso } : { problem };
    },
  };
}

/**
 * The formats `inferDefinition` tries on a column of strings that are not ISO dates, in order (the
 * first every value fits wins, so `M/D/YYYY` comes before `D/M/YYYY`).
 */
export const DATE_FORMAT_CANDIDATES: readonly string[] = [
  "MMM D YYYY",
  "MMM D, YYYY",
  "MMMM D YYYY",
  "MMMM D, YYYY",
  "D MMM YYYY",
  "D MMMM YYYY",
  "M/D/YYYY",
  "D/M/YYYY",
  "YYYY/M/D",
  "D.M.YYYY",
  "YYYY-MM-DD HH:mm:ss",
  "YYYY-MM-DD HH:mm",
  "M/D/YYYY H:mm",
  "M/D/YYYY H:mm:ss",
  "YYYY/MM/DD HH:mm:ss",
  // Months, as ISO 8601's reduced precision and Elasticsearch's `strict_date_optional_time` read
  // `2017-08` (the first day of the month is stored), and as reports write them (`Aug 2017`).
  "YYYY-MM",
  "MMM YYYY",
  "MMMM YYYY",
];
