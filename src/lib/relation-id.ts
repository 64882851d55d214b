/**
 * The id a relationship holds, however Payload gave it: the document itself
 * (populated, at depth > 0) or only its id. Null for none or anything else.
 */
export function relationId(value: unknown): number | string | null {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value)
    return relationId((value as { id: unknown }).id)
  return typeof value === 'number' || typeof value === 'string' ? value : null
}

/** The same id as text, for keys and comparisons where `7` and `'7'` are one document. */
export function relationKey(value: unknown): string | null {
  const id = relationId(value)
  return id === null ? null : String(id)
}
