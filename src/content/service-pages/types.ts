import type { Locale } from '@/i18n/routing'
import type { Bilingual } from '@/lib/bilingual'

type SeedValue = string | number | boolean | Bilingual | SeedValue[] | { [key: string]: SeedValue }

/** A page's blocks as the seed writes them: each visitor-visible text in both languages. */
export type SeedLayout = Array<{ blockType: string } & { [key: string]: SeedValue }>

/** A text, or an upload's id (a picture chosen per language). */
const isValue = (value: unknown) => typeof value === 'string' || typeof value === 'number'

const isLocalized = (value: unknown): value is Bilingual =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  isValue((value as Bilingual).en) &&
  isValue((value as Bilingual).ar)

/** The seed data in one language: every `{ en, ar }` pair becomes its text in `locale`. */
export function inLocale<T>(value: T, locale: Locale): unknown {
  if (isLocalized(value)) return value[locale]
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)]),
    )
  }
  return value
}
