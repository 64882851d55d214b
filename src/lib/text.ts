/**
 * Plain-text helpers shared by the blog and the success stories. Content is
 * plain text (never HTML): these only split, normalise and shorten strings.
 * Lengths are counted in grapheme clusters (what a reader sees as one
 * character), so a cut never separates an Arabic letter from its vowel marks
 * or splits an emoji's surrogate pair.
 */

export const ELLIPSIS = '...'

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The visible characters of a text (grapheme clusters). */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment)
}

/** Line breaks, tabs and runs of spaces become one space; ends trimmed. */
export function collapseWhitespace(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Content split into paragraphs at blank lines (docs/PRODUCT.md, Blog post). Windows (CRLF) and
 * old Mac (CR) line ends count as line ends; a line holding only spaces counts
 * as blank; several blank lines make one break; each paragraph loses its
 * surrounding whitespace and trailing spaces of its lines. Single line breaks
 * inside a paragraph are kept.
 */
export function splitParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u00a0]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t\u00a0]+$/, ''))
        .join('\n')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '')
}

/** The first `count` visible characters, trailing spaces removed. */
export function firstGraphemes(text: string, count: number): string {
  return graphemes(text).slice(0, count).join('').trimEnd()
}

/**
 * A text of at most `max` visible characters: unchanged when it fits,
 * otherwise `max - 3` characters and "..." (160 → 157 + ellipsis).
 */
export function truncate(text: string, max: number): string {
  const parts = graphemes(text)
  if (parts.length <= max) return text
  return (
    parts
      .slice(0, max - ELLIPSIS.length)
      .join('')
      .trimEnd() + ELLIPSIS
  )
}
