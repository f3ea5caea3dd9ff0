import type { DocumentDefinition } from "oneindex";

/** One example call in the gallery. */
export interface ExampleCall {
  readonly title: string;
  /** `good` calls show hits; `mistake` calls show what the model reads back. */
  readonly kind: "good" | "mistake";
  readonly args: Record<string, unknown>;
}

/** A data set the demo can load: its definition, where its records come from, and examples. */
export interface Dataset {
  readonly key: string;
  readonly title: string;
  readonly blurb: string;
  readonly definition: DocumentDefinition;
  /** The generated file under public/data/ (see scripts/prepare-data.mjs). */
  readonly file: string;
  readonly examples: readonly ExampleCall[];
}

/** Fetches a data set's records and where they came from. */
export async function loadRecords(dataset: Dataset): Promise<{ records: Record<string, unknown>[]; source: string }> {
  const response = await fetch(`${import.meta.env.BASE_URL}data/${dataset.file}`);
  if (!response.ok) throw new Error(`could not load ${dataset.file}: HTTP ${response.status}`);
  return (await response.json()) as { records: Record<string, unknown>[]; source: string };
}
