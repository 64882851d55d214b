import { isData } from '../localized-fields'
import { fallbackRuns, hasFallback, stripFallback } from './marks'

type Data = Record<string, unknown>

/** Whether a text is wholly English shown in place of missing Arabic. */
const allEnglish = (value: unknown) =>
  typeof value === 'string' && hasFallback(value) && fallbackRuns(value).every((run) => run.english)

/**
 * Structured data as its JSON-LD text. Fallback marks (./marks) are taken
 * out of every text, and a node that declares its language and whose name or
 * headline is English shown in place of missing Arabic declares English
 * instead. `<` is escaped so no text can close the script element.
 */
export function jsonLdText(data: Data): string {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return stripFallback(value)
    if (Array.isArray(value)) return value.map(clean)
    if (!isData(value)) return value
    const out: Data = {}
    for (const [key, each] of Object.entries(value)) out[key] = clean(each)
    if (
      typeof value.inLanguage === 'string' &&
      (allEnglish(value.name) || allEnglish(value.headline))
    )
      out.inLanguage = 'en'
    return out
  }
  return JSON.stringify(clean(data)).replace(/</g, '\\u003c')
}
