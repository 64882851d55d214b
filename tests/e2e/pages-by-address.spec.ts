import { expect, test } from '@playwright/test'

import {
  homeSearchTitle,
  MOVED_DESCRIPTIONS,
} from '../../src/cms/migrations/data/page-descriptions'

/**
 * About, Contact, What We Do, Our Work and the privacy policy have no route of their own: the
 * route of the pages staff make draws them from their documents, and the
 * locale's root route the home page from its own. Their heads are what their
 * own routes gave them, in both languages: the title with the company's name
 * (the home page's "company · tagline", now its search title), the
 * description (now the page's search description), keywords, canonical and
 * hreflang addresses, indexed. Read from the HTML the server sends, as a
 * search engine reads it.
 */
const PAGES = [
  {
    path: '/',
    key: 'home',
    title: { en: homeSearchTitle('en'), ar: homeSearchTitle('ar') },
    keywords: { en: /^digital solutions, technology/, ar: /^حلول رقمية, تقنية/ },
  },
  {
    path: '/about',
    key: 'about',
    title: { en: 'About us', ar: 'من نحن' },
    keywords: { en: /^about Nakhla Technologies, software company Kuwait/, ar: /^عن نخلة للتقنية/ },
  },
  {
    path: '/contact',
    key: 'contact',
    title: { en: 'Contact us', ar: 'اتصل بنا' },
    keywords: {
      en: /^contact software company Kuwait, IT consultation/,
      ar: /^تواصل مع شركة برمجيات/,
    },
  },
  {
    path: '/what-we-do',
    key: 'what-we-do',
    title: { en: 'What we do', ar: 'خدماتنا' },
    keywords: { en: /^software services, web development/, ar: /^خدمات برمجية/ },
  },
  {
    path: '/our-work',
    key: 'our-work',
    title: { en: 'Our work', ar: 'أعمالنا' },
    keywords: { en: /^software portfolio, case studies/, ar: /^أعمالنا البرمجية/ },
  },
  {
    path: '/privacy-policy',
    key: 'privacy-policy',
    title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
    keywords: { en: /^privacy policy, terms of use$/, ar: /^سياسة الخصوصية, شروط الاستخدام$/ },
  },
] as const

const decode = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')

/** The `content` of the head's first `<meta name=…>` (or `property=…`), or null. */
function metaOf(html: string, name: string): string | null {
  const tag = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)
  return tag ? decode(tag[1]) : null
}

const linkOf = (html: string, pattern: string): string | null =>
  new RegExp(`<link ${pattern} href="([^"]*)"`).exec(html)?.[1] ?? null

for (const locale of ['en', 'ar'] as const) {
  test(`the fixed pages drawn by the pages route keep their heads (${locale})`, async ({
    request,
    baseURL,
  }) => {
    for (const page of PAGES) {
      const arabic = page.path === '/' ? '/ar' : `/ar${page.path}`
      const address = locale === 'en' ? page.path : arabic
      const response = await request.get(address)
      expect(response.status(), address).toBe(200)
      const html = await response.text()
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
      if (page.key === 'home') expect(title, address).toBe(page.title[locale])
      else expect(title, address).toMatch(new RegExp(`^${page.title[locale]} · \\S`))
      expect(metaOf(html, 'description'), address).toBe(MOVED_DESCRIPTIONS[page.key][locale])
      expect(metaOf(html, 'og:description'), address).toBe(MOVED_DESCRIPTIONS[page.key][locale])
      expect(metaOf(html, 'keywords'), address).toMatch(page.keywords[locale])
      expect(metaOf(html, 'robots'), address).toBe('index, follow')
      // Next writes the root's absolute address without its slash.
      const absolute = (path: string) => `${baseURL}${path === '/' ? '' : path}`
      expect(linkOf(html, 'rel="canonical"'), address).toBe(absolute(address))
      expect(linkOf(html, 'rel="alternate" hrefLang="ar"'), address).toBe(absolute(arabic))
      expect(linkOf(html, 'rel="alternate" hrefLang="x-default"'), address).toBe(
        absolute(page.path),
      )
      expect(html.match(/<h1[\s>]/g), `${address} has one h1`).toHaveLength(1)
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
      ].map((match) => JSON.parse(match[1]) as Record<string, unknown>)
      if (page.key === 'home') {
        // The company's facts, as the home page's route gave them; and its back-to-top link.
        expect(jsonLd, address).toContainEqual(
          expect.objectContaining({ '@type': 'Organization', foundingDate: '2020' }),
        )
        expect(html, address).toContain('data-testid="back-to-top"')
      }
      expect(html, address).toContain(
        `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`,
      )
    }
  })
}

for (const locale of ['en', 'ar'] as const) {
  test(`a service page's keywords are the service's own (${locale})`, async ({ request }) => {
    const address = `${locale === 'en' ? '' : '/ar'}/what-we-do/web-development`
    const response = await request.get(address)
    expect(response.status(), address).toBe(200)
    expect(metaOf(await response.text(), 'keywords'), address).toMatch(
      locale === 'en'
        ? /^web development Kuwait, website design/
        : /^تطوير مواقع الكويت, تصميم مواقع/,
    )
  })
}
