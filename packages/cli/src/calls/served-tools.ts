import { SearchTool, type DocumentDefinition, type QueryDetail, type SearchIndex, type ToolDescriptor, type ToolFormat } from "oneindex";
import { nearestName } from "oneindex/internal";
import { MCP_MESSAGES } from "../mcp/messages.js";

/** What a server offers a tool for: an index, or (in `serve`'s HTTP thread, the index being in its search worker) its definition and size. */
export interface ServedIndex {
  readonly definition: DocumentDefinition;
  readonly size: number;
}

/**
 * The search tools a server offers, one per index, each named as its descriptor names it
 * (`search_<Name>`); two indexes of one name are an error, since a call could not say which it
 * means. Shared by `mcp` and `serve`, so both offer and route tools the same way. Each descriptor
 * offers `detail` (default `full`); the calls are parsed with the same detail (`answerCall`).
 */
export class ServedTools<T extends ServedIndex = SearchIndex<DocumentDefinition>> {
  private readonly byName = new Map<string, T>();
  private readonly descriptorsByFormat = new Map<ToolFormat, readonly ToolDescriptor[]>();

  constructor(
    readonly indexes: readonly T[],
    readonly detail?: QueryDetail,
  ) {
    for (const index of indexes) {
      const { name } = SearchTool.descriptor(index.definition, { format: "mcp" });
      if (this.byName.has(name)) throw new Error(MCP_MESSAGES.sameToolTwice(name));
      this.byName.set(name, index);
    }
  }

  /** The tools' names, in the order of the indexes. */
  get names(): string[] {
    return [...this.byName.keys()];
  }

  /** The index a tool searches, if one of this name is served. */
  index(name: string): T | undefined {
    return this.byName.get(name);
  }

  /** The served name nearest to a mistyped one. */
  nearest(name: string): string | undefined {
    return nearestName(name, this.names);
  }

  /** Every tool's descriptor in `format`, built once per format. Throws `ToolOptionError` for a format that does not exist. */
  descriptors(format: ToolFormat): readonly ToolDescriptor[] {
    let list = this.descriptorsByFormat.get(format);
    if (list === undefined) {
      const detail = this.detail === undefined ? {} : { detail: this.detail };
      list = this.indexes.map((index) => SearchTool.descriptor(index.definition, { format, ...detail }));
      this.descriptorsByFormat.set(format, list);
    }
    return list;
  }
}
