/**
 * The policy's text as first published, one language per file so each reads
 * as a document: a section is a title and its parts, a part a numbered clause
 * (a string) or a list belonging to the clause before it. Every string is an
 * ICU message with the placeholders and rich tags the policy block explains
 * (src/blocks/PolicySections/format.tsx).
 */
export type PolicyPart = string | { readonly list: readonly string[] }

export type PolicyText = ReadonlyArray<{
  readonly title: string
  readonly blocks: readonly PolicyPart[]
}>
