import type { Locale } from '@/i18n/routing'

/**
 * The generated product mock-ups (public/images/**\/*.webp) are drawn twice:
 * in English, and right to left in Arabic as `<name>.ar.webp` beside it
 * (scripts/assets/draw.ts). An Arabic page shows the Arabic screens, so a product
 * whose screens are in both languages looks it. Other images pass unchanged.
 */
export function localizedImage(src: string, locale: Locale): string {
  if (locale !== 'ar' || !/^\/images\/.+(?<!\.ar)\.webp$/.test(src)) return src
  return src.replace(/\.webp$/, '.ar.webp')
}
