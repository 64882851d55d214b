import type { Bilingual } from '@/lib/bilingual'

/*
 * An admin text in both admin languages is a Bilingual: Payload's own
 * `{ en, ar }` form of a label or help text, which it shows in the language
 * staff chose. Written where the field is declared, so the Arabic sits beside
 * its English.
 */

/** Help texts joined sentence after sentence, in each language (a shared rule plus a field's own). */
export function sentences(...parts: Array<Bilingual | undefined | false>): Bilingual | undefined {
  const present = parts.filter((part): part is Bilingual => Boolean(part))
  if (!present.length) return undefined
  return {
    en: present.map((part) => part.en).join(' '),
    ar: present.map((part) => part.ar).join(' '),
  }
}
