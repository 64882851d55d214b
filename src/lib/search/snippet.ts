import { searchTerm, WORD } from './normalise'

/** A part of a result's snippet: plain text, or a word the query matched. */
export type SnippetPart = { text: string; hit: boolean }

export const SNIPPET_LENGTH = 180

/**
 * The stretch of a result's text to show under its title, around the first
 * word the query matched, cut at word boundaries, with every matched word
 * marked. Parts are text only: the page renders them as text nodes inside
 * `<mark>`, so neither the content nor the query can inject markup.
 */
/** A text flattened to one line, with each word's index term and place: worked out once per document. */
export type ReadText = { flat: string; words: { term: string; start: number; end: number }[] }

export function readText(text: string): ReadText {
  const flat = text.replace(/\s+/g, ' ').trim()
  const words: ReadText['words'] = []
  for (const match of flat.matchAll(WORD)) {
    const term = searchTerm(match[0])
    if (term) words.push({ term, start: match.index, end: match.index + match[0].length })
  }
  return { flat, words }
}

export function snippetOf(
  source: string | ReadText,
  matched: ReadonlySet<string>,
  length = SNIPPET_LENGTH,
): SnippetPart[] {
  const { flat, words } = typeof source === 'string' ? readText(source) : source
  const found = words.filter((word) => matched.has(word.term))
  // Start a little before the first match, at a word's start.
  let from = 0
  if (found.length && found[0].end > length * 0.6) {
    const back = Math.max(0, found[0].start - Math.round(length * 0.3))
    const space = flat.indexOf(' ', back)
    from = space === -1 || space >= found[0].start ? back : space + 1
  }
  let to = Math.min(flat.length, from + length)
  if (to < flat.length) {
    const space = flat.lastIndexOf(' ', to)
    if (space > from) to = space
  }
  const parts: SnippetPart[] = []
  const push = (value: string, hit: boolean) => {
    if (value) parts.push({ text: value, hit })
  }
  if (from > 0) push('… ', false)
  let at = from
  for (const { start, end } of found) {
    if (start < from || end > to) continue
    push(flat.slice(at, start), false)
    push(flat.slice(start, end), true)
    at = end
  }
  push(flat.slice(at, to), false)
  if (to < flat.length) push(' …', false)
  return parts
}
