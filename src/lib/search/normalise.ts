import { stemmer } from 'stemmer'

/**
 * How the site's search reads words, the same for what is indexed and what is
 * asked, so the forms people type find each other:
 * - Arabic: hamza forms (أ إ آ ٱ → ا, ؤ → و, ئ → ي), ta marbuta as ha (ة → ه),
 *   alef maqsura as ya (ى → ي), no diacritics and no tatweel, and the article
 *   or a joined conjunction or preposition before it dropped (الإدارة → اداره);
 * - English: case and accents ignored (Café → cafe), words stemmed with the
 *   Porter stemmer (systems → system, ordering → order);
 * - digits: Arabic-Indic and Persian digits as Western ones (١٠ → 10).
 */

const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g
const LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
}
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g')

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as 0–9. */
export const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.charCodeAt(0) - (digit >= '\u06F0' ? 0x06f0 : 0x0660)) % 10),
  )

/** Invisible and control characters (direction marks, zero-width joiners, NUL…) a query may carry. */
export const stripControls = (text: string) => text.replace(/[\p{Cc}\p{Cf}]/gu, ' ')

/** Whole text with the letter rules above: for comparing, never for showing. */
export function foldText(text: string): string {
  return westernDigits(text)
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, (mark) => (/[\u0653-\u0655]/.test(mark) ? mark : ''))
    .normalize('NFC')
    .replace(ARABIC_DIACRITICS, '')
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter] ?? letter)
    .toLowerCase()
}

/** The words of a text (letters and digits, any script), in order. */
export const WORD = /[\p{L}\p{N}]+/gu

export const words = (text: string): string[] => text.match(WORD) ?? []

const ARABIC = /[\u0600-\u06FF]/
/** Prefixes before a word: the article and what joins to it (وال، بال، كال، فال، لل، ال). */
const ARABIC_PREFIX = /^(?:وال|بال|كال|فال|لل|ال)(?=..)/u

/** One word as the index keeps it; null for nothing worth keeping. */
export function searchTerm(word: string): string | null {
  const folded = foldText(word)
  if (!folded) return null
  if (ARABIC.test(folded)) return folded.replace(ARABIC_PREFIX, '')
  if (/^\d+$/.test(folded)) return folded
  // NFKD leaves the base letter of "é" or "ñ"; anything else non-Latin stays as folded.
  return /^[a-z]+$/.test(folded) ? stemmer(folded) : folded
}
