import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { SOURCE_VALUE_LIMIT, UTM_KEYS, VISIT_FIELD_LIMIT } from '@/lib/attribution/fields'
import { cleanHost, cleanPath, cleanTag, enquirySource, parseVisit } from '@/lib/attribution/source'
import { deviceClass, VISIT_SCRIPT } from '@/lib/attribution/visit-script'

const SITE = ['www.example.com', 'localhost']
const source = (visit: unknown, referer?: string | null, locale = 'en') =>
  enquirySource({ visit, referer, siteHosts: SITE, locale })

describe('enquiry source: the visit the browser kept', () => {
  it('keeps the landing page, form page, referrer host, UTM tags, language and device', () => {
    const visit = JSON.stringify({
      landing: '/services/erp-solution',
      referrer: 'news.example.org',
      page: '/ar/contact',
      device: 'phone',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      utm_term: 'erp kuwait',
      utm_content: 'header-link',
    })
    expect(source(visit, 'https://www.example.com/ar/contact', 'ar')).toEqual({
      landing_page: '/services/erp-solution',
      form_page: '/ar/contact',
      referrer_host: 'news.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      utm_term: 'erp kuwait',
      utm_content: 'header-link',
      site_language: 'ar',
      device: 'phone',
    })
  })

  it('keeps an Arabic campaign name as written (NFC), cut at 200 characters by code point', () => {
    expect(cleanTag('حملة الإطلاق')).toBe('حملة الإطلاق')
    const long = '𝒜'.repeat(SOURCE_VALUE_LIMIT + 50)
    const kept = cleanTag(long)!
    expect(Array.from(kept)).toHaveLength(SOURCE_VALUE_LIMIT)
    expect(kept.endsWith('\uD835')).toBe(false)
    expect(cleanTag('e\u0301te')).toBe('\u00e9te')
  })

  it('drops script-carrying tags and flattens line breaks and bidi overrides', () => {
    for (const hostile of [
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      ' JaVaScRiPt :alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '"><img src=x onerror=alert(1)>',
    ])
      expect(cleanTag(hostile), hostile).toBeUndefined()
    expect(cleanTag('launch\r\nSet-Cookie: a=b')).toBe('launch Set-Cookie: a=b')
    expect(cleanTag('spring\u202Eten\u0000')).toBe('spring ten')
    expect(cleanTag('   ')).toBeUndefined()
    for (const notText of [42, null, undefined, ['a'], { a: 1 }])
      expect(cleanTag(notText)).toBeUndefined()
  })

  it('keeps only paths on this site, without query or fragment', () => {
    expect(cleanPath('/about?utm_source=x#team')).toBe('/about')
    expect(cleanPath('/ar/%D8%AD%D9%88%D9%84')).toBe('/ar/%D8%AD%D9%88%D9%84')
    expect(cleanPath('/a b<c>')).toBe('/a%20b%3Cc%3E')
    for (const hostile of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      'about',
      '/line\nbreak',
      '/' + 'a'.repeat(SOURCE_VALUE_LIMIT + 1),
      '/' + 'a'.repeat(10_000),
    ])
      expect(cleanPath(hostile), hostile.slice(0, 40)).toBeUndefined()
  })

  it('keeps a referrer host, never its path or query', () => {
    expect(cleanHost('https://www.google.com/search?q=erp+kuwait')).toBe('www.google.com')
    expect(cleanHost('News.Example.ORG')).toBe('news.example.org')
    expect(cleanHost('evil.example/<script>')).toBe('evil.example')
    expect(cleanHost('http://مثال.السعودية/صفحة')).toBe('xn--mgbh0fb.xn--mgberp4a5d4ar')
    for (const hostile of [
      'javascript:alert(1)',
      'ftp://files.example.org',
      'a\r\nb.example',
      'x'.repeat(10_000),
      '',
    ])
      expect(cleanHost(hostile), hostile.slice(0, 40)).toBeUndefined()
  })

  it('reads the visit field only as a small JSON object', () => {
    expect(parseVisit('{"landing":"/"}')).toEqual({ landing: '/' })
    for (const bad of [
      '',
      'not json',
      '[1,2]',
      'null',
      '"text"',
      42,
      null,
      'x'.repeat(VISIT_FIELD_LIMIT + 1),
    ])
      expect(parseVisit(bad)).toEqual({})
    // A 10 kB value inside a visit of the right size class is cut, not refused with the rest.
    const visit = JSON.stringify({ landing: '/', utm_campaign: 'c'.repeat(3_000) })
    expect(source(visit).utm_campaign).toHaveLength(SOURCE_VALUE_LIMIT)
    expect(source(visit).landing_page).toBe('/')
  })

  it('ignores keys it does not know, prototype keys included', () => {
    const visit = '{"__proto__":{"polluted":true},"constructor":"x","status":"won","landing":"/"}'
    const result = source(visit) as Record<string, unknown>
    expect(result).toEqual({ landing_page: '/', site_language: 'en' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('takes only a known language and device class', () => {
    expect(source('{"device":"toaster"}', null, 'fr')).toEqual({})
    expect(source('{"device":"tablet"}', null, 'ar')).toEqual({
      device: 'tablet',
      site_language: 'ar',
    })
  })
})

describe('enquiry source without JavaScript: the post’s Referer', () => {
  it('takes the form page and the contact page’s own UTM tags from a same-site Referer', () => {
    expect(
      source(null, 'https://www.example.com/ar/contact?utm_source=flyer&utm_campaign=gitex'),
    ).toEqual({
      form_page: '/ar/contact',
      utm_source: 'flyer',
      utm_campaign: 'gitex',
      site_language: 'en',
    })
  })

  it('takes another site’s host as the referrer, never its path or query', () => {
    expect(source(null, 'https://partner.example.net/list?ref=secret')).toEqual({
      referrer_host: 'partner.example.net',
      site_language: 'en',
    })
  })

  it('lets the visit’s first-touch tags win over the contact page’s', () => {
    const visit = JSON.stringify({ landing: '/', utm_source: 'newsletter' })
    const result = source(visit, 'https://www.example.com/contact?utm_source=other&utm_medium=x')
    expect(result.utm_source).toBe('newsletter')
    expect(result.utm_medium).toBeUndefined()
    expect(result.form_page).toBe('/contact')
  })

  it('survives a malformed or hostile Referer', () => {
    for (const referer of ['not a url', 'javascript:alert(1)', 'x'.repeat(10_000), '', null])
      expect(source(null, referer)).toEqual({ site_language: 'en' })
  })
})

describe('the visit script', () => {
  /** Runs the inline script in a stand-in browser and returns what it kept. */
  function visitScript(href: string, referrer = '', stored: string | null = null) {
    const storage = new Map<string, string>(stored ? [['site-visit', stored]] : [])
    const url = new URL(href)
    runInNewContext(VISIT_SCRIPT, {
      window: {
        sessionStorage: {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => storage.set(key, value),
        },
      },
      location: { pathname: url.pathname, search: url.search, hostname: url.hostname },
      document: { referrer },
      // No sendBeacon: this stand-in posts no page views (tests/unit/page-views.test.ts does).
      navigator: {},
      URL,
      URLSearchParams,
      JSON,
    })
    const kept = storage.get('site-visit')
    return kept ? JSON.parse(kept) : null
  }

  it('keeps the first page, the referring host and the UTM tags', () => {
    expect(
      visitScript(
        'https://www.example.com/?utm_source=newsletter&utm_campaign=launch&other=1',
        'https://news.example.org/issue/12?token=secret',
      ),
    ).toEqual({
      landing: '/',
      referrer: 'news.example.org',
      utm_source: 'newsletter',
      utm_campaign: 'launch',
    })
  })

  it('keeps no referrer for a page of the site itself, and never overwrites the first page', () => {
    expect(visitScript('https://www.example.com/about', 'https://www.example.com/')).toEqual({
      landing: '/about',
    })
    const first = JSON.stringify({ landing: '/', utm_source: 'newsletter' })
    expect(visitScript('https://www.example.com/contact?utm_source=other', '', first)).toEqual(
      JSON.parse(first),
    )
  })

  it('cuts a long tag and reads every UTM key', () => {
    const query = UTM_KEYS.map((key) => `${key}=${'v'.repeat(300)}`).join('&')
    const kept = visitScript(`https://www.example.com/?${query}`)
    for (const key of UTM_KEYS) expect(kept[key]).toHaveLength(SOURCE_VALUE_LIMIT)
  })

  it('does nothing, and throws nothing, when storage is off', () => {
    expect(() =>
      runInNewContext(VISIT_SCRIPT, {
        window: {
          get sessionStorage() {
            throw new Error('SecurityError')
          },
        },
      }),
    ).not.toThrow()
  })

  it('sorts devices by viewport and pointer', () => {
    expect(deviceClass(390, true)).toBe('phone')
    expect(deviceClass(820, true)).toBe('tablet')
    expect(deviceClass(1280, false)).toBe('desktop')
    expect(deviceClass(700, false)).toBe('phone')
  })
})

describe('the staff e-mail', () => {
  const doc = {
    id: 7,
    name: 'Sara',
    mobile: '55501234',
    email: 'sara@example.com',
    company: 'Gulf Retail',
    subject: 'ERP',
    full_mobile: '+965 55501234',
    country_code: '+965',
    submitted_at: '2026-11-29T06:00:00.000Z',
    status: 'new',
  }

  it('ends with where the enquiry came from, named for people', async () => {
    const { enquiryBody, enquiryEmailText } = await import('@/cms/jobs/enquiry-delivery')
    const text = enquiryEmailText(
      enquiryBody({
        ...doc,
        landing_page: '/',
        utm_campaign: 'launch',
        device: 'phone',
        site_language: 'ar',
      } as never),
    )
    expect(text.split('\n').slice(-5)).toEqual([
      'Where it came from',
      'Landing page: /',
      'Campaign: launch',
      'Site language: Arabic',
      'Device: Phone',
    ])
  })

  it('says nothing of a source it does not have', async () => {
    const { enquiryBody, enquiryEmailText } = await import('@/cms/jobs/enquiry-delivery')
    expect(enquiryEmailText(enquiryBody(doc as never))).not.toContain('Where it came from')
  })
})
