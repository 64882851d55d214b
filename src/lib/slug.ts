/**
 * Post addresses (/blog/<slug>) written from titles: lower-case ASCII letters,
 * digits and single hyphens, the form every slug field accepts.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Long titles make short addresses: cut at a word boundary. */
export const SLUG_MAX_LENGTH = 80

const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  '&': ' and ',
}

/**
 * "Designing bilingual websites – Arabic & English!" → "designing-bilingual-websites-arabic-and-english".
 * Accents are dropped (é → e); letters of other scripts (Arabic, emoji) are
 * left out, so a title without Latin letters or digits gives an empty string.
 */
export function slugFromTitle(title: string | null | undefined): string {
  const ascii = (title ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþ&]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (ascii.length <= SLUG_MAX_LENGTH) return ascii
  const cut = ascii.slice(0, SLUG_MAX_LENGTH + 1)
  const boundary = cut.lastIndexOf('-')
  return (boundary > 20 ? cut.slice(0, boundary) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '')
}

/**
 * The slug of a post whose English title gives none (an Arabic-only title):
 * "post-" and the day it was written, e.g. post-2026-11-25.
 */
export function fallbackSlug(date: Date = new Date()): string {
  return `post-${date.toISOString().slice(0, 10)}`
}

/** The n-th candidate for a taken slug: base, base-2, base-3, … (kept within the length limit). */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base
  const suffix = `-${n}`
  return base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '') + suffix
}
