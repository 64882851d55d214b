import arShell from '@/i18n/messages/ar/shell.json'
import enShell from '@/i18n/messages/en/shell.json'
import type { Locale } from '@/i18n/routing'
import type { Bilingual } from '@/lib/bilingual'
import { localizePath, PAGES, type PageId } from '@/lib/routes'
import type { MenuLink } from './links'

/** One entry of the header: a link, a dropdown of links, or the services or stories dropdown. */
export type HeaderEntry =
  | { type: 'link'; label: string; link: MenuLink }
  | { type: 'menu'; label: string; columns: 1 | 2 | 3; links: MenuLink[] }
  | { type: 'services' | 'stories'; label: string }

/** The site's menus in one language, ready to show (lib/data/navigation.ts reads them). */
export type SiteNavigation = {
  header: HeaderEntry[]
  cta: MenuLink | null
  footerColumns: { heading: string; links: MenuLink[] }[]
  legal: MenuLink[]
}

type NavKey = keyof typeof enShell.nav
const nav = (key: NavKey): Bilingual => ({ en: enShell.nav[key], ar: arShell.nav[key] })

/** A link to one of the site's fixed pages, named in both languages. */
export type DefaultLink = { label: Bilingual; page: PageId }

/**
 * The menus the site was first published with, declared once: the seed writes
 * them into the navigation global, and the site shows them while that global
 * has never been saved or cannot be read.
 */
export const DEFAULT_MENUS = {
  header: [
    { type: 'link', label: nav('home'), page: 'home' },
    { type: 'link', label: nav('about'), page: 'about' },
    { type: 'services', label: nav('whatWeDo') },
    { type: 'stories', label: nav('successStories') },
    { type: 'link', label: nav('blog'), page: 'blog' },
    { type: 'link', label: nav('contact'), page: 'contact' },
  ] as Array<
    | { type: 'link'; label: Bilingual; page: PageId }
    | { type: 'services' | 'stories'; label: Bilingual }
  >,
  cta: { label: nav('getInTouch'), page: 'contact' } as DefaultLink,
  footerColumns: [
    {
      heading: { en: enShell.footer.company, ar: arShell.footer.company },
      links: [
        { label: nav('home'), page: 'home' },
        { label: nav('about'), page: 'about' },
        { label: nav('whatWeDo'), page: 'whatWeDo' },
        { label: nav('blog'), page: 'blog' },
        { label: nav('contact'), page: 'contact' },
      ] as DefaultLink[],
    },
  ],
  legal: [
    { label: nav('home'), page: 'home' },
    { label: nav('contact'), page: 'contact' },
    {
      label: { en: enShell.footer.privacyPolicy, ar: arShell.footer.privacyPolicy },
      page: 'privacyPolicy',
    },
  ] as DefaultLink[],
}

const defaultLink = (link: DefaultLink, locale: Locale): MenuLink => ({
  label: link.label[locale],
  href: localizePath(PAGES[link.page].path, locale),
  external: false,
})

/** The first menus in one language: what the site shows before staff save theirs. */
export function defaultNavigation(locale: Locale): SiteNavigation {
  return {
    header: DEFAULT_MENUS.header.map((entry) =>
      entry.type === 'link'
        ? {
            type: 'link',
            label: entry.label[locale],
            link: defaultLink({ label: entry.label, page: entry.page }, locale),
          }
        : { type: entry.type, label: entry.label[locale] },
    ),
    cta: defaultLink(DEFAULT_MENUS.cta, locale),
    footerColumns: DEFAULT_MENUS.footerColumns.map((column) => ({
      heading: column.heading[locale],
      links: column.links.map((link) => defaultLink(link, locale)),
    })),
    legal: DEFAULT_MENUS.legal.map((link) => defaultLink(link, locale)),
  }
}
