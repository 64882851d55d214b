import type { Locale } from '@/i18n/routing'
import { serverUrl } from '@/lib/env'
import { localizePath, type PageKey } from '@/lib/routes'
import { companyName, organizationJsonLd } from '@/lib/seo'
import { JsonLd } from '@/sections/service-pages/JsonLd'

type Described = { key: PageKey | null; path: string }

/**
 * The structured data a fixed page drawn at its address carries beside its
 * sections: company facts for search engines, not page copy. About states the
 * founding year 2007 (the home page's reading is 2020, with the company's
 * contact details and social profiles from the site settings).
 */
const PAGE_JSON_LD: Partial<
  Record<PageKey, (page: Described, locale: Locale) => Promise<Record<string, unknown>>>
> = {
  home: async (_, locale) => organizationJsonLd(locale),
  about: async (page, locale) => ({
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url: `${serverUrl()}${localizePath(page.path, locale)}`,
    inLanguage: locale,
    about: {
      '@type': 'Organization',
      name: await companyName(locale),
      foundingDate: '2007',
      foundingLocation: 'Kuwait',
    },
  }),
}

/** The page's structured data, or nothing for a page that has none of its own. */
export async function PageJsonLd({ page, locale }: { page: Described; locale: Locale }) {
  const describe = page.key ? PAGE_JSON_LD[page.key] : undefined
  return describe ? <JsonLd data={await describe(page, locale)} /> : null
}
