/** Limits on the documents `checkDocuments` accepts, in one place. */
export const DOCUMENT_LIMITS = {
  /**
   * Deepest nesting of objects and arrays in a document, counting the document itself as level 1:
   * `{ raw: { a: [1] } }` is 3 deep. A stored value may so nest 63 levels. Deep enough for any
   * record; shallow enough that saving (JSON) and loading never come near the stack's limit.
   */
  maxDepth: 64,
} as const;

/** The type of {@link DOCUMENT_LIMITS}. */
export type DocumentLimits = typeof DOCUMENT_LIMITS;
