import type { Locale } from '@/i18n/routing'
import { BUILTIN_FEATURES, BUILTIN_HERO_SLIDE, BUILTIN_TEAM, BUILTIN_TESTIMONIALS } from './builtin'
import type { HeroSlide, HomeFeature, Read, TeamMember, Testimonial } from '@/lib/data'
import { testimonialLogo } from '@/lib/data/logos'

/**
 * What each home section shows, from its CMS read and its fallback rules
 * (docs/PRODUCT.md, Home fallbacks). Pure, so the fallbacks are unit-tested.
 */

export type HeroContent = {
  /** `error`: the read failed (built-in slide + "Failed to load hero content" with Retry). */
  state: 'ready' | 'error' | 'empty'
  slides: HeroSlide[]
}

export const builtinHeroSlide = (locale: Locale): HeroSlide => ({
  id: 'builtin',
  title: BUILTIN_HERO_SLIDE.title[locale],
  subtitle: BUILTIN_HERO_SLIDE.subtitle[locale],
  buttonText: BUILTIN_HERO_SLIDE.buttonText[locale],
  buttonLink: BUILTIN_HERO_SLIDE.buttonLink,
  videoUrl: BUILTIN_HERO_SLIDE.videoUrl,
  posterUrl: BUILTIN_HERO_SLIDE.posterUrl,
})

export function heroContent(read: Read<HeroSlide[]>, locale: Locale): HeroContent {
  if (!read.ok) return { state: 'error', slides: [builtinHeroSlide(locale)] }
  const slides = read.value.filter((slide) => slide.title.trim())
  return slides.length ? { state: 'ready', slides } : { state: 'empty', slides: [] }
}

/** Published features, else the six built-in cards (none, or the read failed). */
export function featureCards(read: Read<HomeFeature[]>, locale: Locale): HomeFeature[] {
  if (read.ok && read.value.length) return read.value
  return BUILTIN_FEATURES.map((card, index) => ({
    id: `builtin-${index}`,
    iconName: card.iconName,
    title: card.title[locale],
    description: card.description[locale],
  }))
}

/** The team, CEO first and apart; four built-in members when the read fails or is empty. */
export function teamContent(
  read: Read<TeamMember[]>,
  locale: Locale,
): { ceo: TeamMember | null; others: TeamMember[] } {
  const members: TeamMember[] =
    read.ok && read.value.length
      ? read.value
      : BUILTIN_TEAM.map((member, index) => ({
          id: `builtin-${index}`,
          name: member.name[locale],
          position: member.position[locale],
          isCeo: member.isCeo,
          imageUrl: null,
          imageAlt: '',
        }))
  const ceo = members.find((member) => member.isCeo) ?? null
  return { ceo, others: members.filter((member) => member !== ceo) }
}

/** Active testimonials by display order, else the four built-in ones. */
export function testimonialItems(
  read: Read<Testimonial[]>,
  locale: Locale,
  siteOrigin: string,
): Testimonial[] {
  if (read.ok && read.value.length) return read.value
  return BUILTIN_TESTIMONIALS.map((item, index) => ({
    id: `builtin-${index}`,
    quote: item.quote[locale],
    authorName: item.authorName[locale],
    authorPosition: item.authorPosition[locale],
    logoUrl: testimonialLogo({ logoName: item.logoName }, siteOrigin),
    logoAlt: '',
  }))
}

/**
 * Initials for a member without a photo (monogram avatar): first and last
 * name, in the script of the name shown. Arabic letters are set apart by a
 * space: written together they would join into a word ("يأ").
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean)
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words
  const letters = picked.map((word) => word.replace(/^(Al-|El-|ال)(?=\S)/iu, '').charAt(0))
  return /[\u0600-\u06FF]/u.test(letters.join(''))
    ? letters.join(' ')
    : letters.join('').toUpperCase()
}
