/**
 * English shown on an Arabic page because its Arabic is missing travels as
 * the English text between a left-to-right isolate (U+2066) and its pop
 * (U+2069). The pair is what Unicode itself uses to set a run of text apart
 * as left to right, so wherever the text ends up without markup (a page
 * title, a description, an attribute) it still reads in its own direction;
 * where it is drawn as page text, the site's JSX runtime (lib/jsx) turns the
 * pair into `<span lang="en" dir="ltr">`.
 */
export const FALLBACK_OPEN = '\u2066'
export const FALLBACK_CLOSE = '\u2069'

/** Marks a text as English shown in place of missing Arabic. */
export const markEnglish = (text: string): string => `${FALLBACK_OPEN}${text}${FALLBACK_CLOSE}`

/** Whether a text carries (part of) an English fallback. */
export const hasFallback = (text: string): boolean =>
  text.includes(FALLBACK_OPEN) || text.includes(FALLBACK_CLOSE)

/** The text without its fallback marks (structured data, comparisons). */
export const stripFallback = (text: string): string =>
  hasFallback(text) ? text.replaceAll(FALLBACK_OPEN, '').replaceAll(FALLBACK_CLOSE, '') : text

/** A run of a marked text: English fallback or the page's own language. */
export type Run = { text: string; english: boolean }

/**
 * A marked text cut into runs. Marks nest (staff may type an isolate inside
 * their own text), so only the outermost pair makes a run English. A text
 * cut short (an excerpt) may lose its closing mark, or keep only it: the run
 * then reaches the end, or starts at the beginning.
 */
export function fallbackRuns(text: string): Run[] {
  const runs: Run[] = []
  let depth = 0
  let start = 0
  const push = (end: number, english: boolean) => {
    if (end > start) runs.push({ text: text.slice(start, end), english })
  }
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (char === FALLBACK_OPEN) {
      if (depth === 0) {
        push(i, false)
        start = i + 1
      }
      depth += 1
    } else if (char === FALLBACK_CLOSE) {
      if (depth === 0) {
        // A closing mark with no opening one: everything before it was English.
        push(i, true)
      } else {
        depth -= 1
        if (depth > 0) continue
        push(i, true)
      }
      start = i + 1
    }
  }
  push(text.length, depth > 0)
  return runs.map((run) => ({ ...run, text: stripFallback(run.text) }))
}

/** Words staff wrote that are not words to translate: no letter at all, or an address. */
export const untranslatable = (text: string): boolean =>
  !/\p{L}/u.test(text) || /^(https?:\/\/|mailto:|tel:|\/)\S*$/.test(text.trim())

/** The key a rich text carries when its whole value is the English shown in place of Arabic. */
export const RICH_TEXT_FALLBACK = 'fallbackLanguage'

/** Whether a rich text value is English shown in place of missing Arabic. */
export const isFallbackRichText = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as Record<string, unknown>)[RICH_TEXT_FALLBACK] === 'en'
