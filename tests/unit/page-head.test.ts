import { describe, expect, it } from 'vitest'

import { arabicCharacters, decodeEntities, readPageHead, searchChecks } from '@/lib/page-head'

/** A head as Next writes it: React's escaping, attributes in either order, the body after it. */
const HTML = `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>
<title>تواصل معنا · نخلة &amp; شركاه</title>
<meta name="description" content="نرد خلال يوم عمل &quot;واحد&quot; &#x27;فقط&#x27;"/>
<meta content="https://example.com/og-image.png" property="og:image"/>
<meta property="og:image:alt" content="Nakhla &lt;Technologies&gt;"/>
<meta name="twitter:description" content="not this one"/>
</head><body><title>Not the page title</title><meta name="description" content="not this"/></body></html>`

describe('reading a served page’s head', () => {
  it('takes the title, description and share image the page sends, unescaped', () => {
    expect(readPageHead(HTML)).toEqual({
      title: 'تواصل معنا · نخلة & شركاه',
      description: 'نرد خلال يوم عمل "واحد" \'فقط\'',
      image: 'https://example.com/og-image.png',
      imageAlt: 'Nakhla <Technologies>',
    })
  })

  it('gives empty texts for a page without them, and never reads the body', () => {
    expect(readPageHead('<html><head></head><body><title>x</title></body></html>')).toEqual({
      title: '',
      description: '',
      image: '',
      imageAlt: '',
    })
  })

  it('leaves unknown or impossible entities as written', () => {
    expect(decodeEntities('&bogus; &#0; &#x110000; &#65;')).toBe('&bogus; &#0; &#x110000; A')
  })
})

describe('the search checks', () => {
  const head = (title: string, description: string, image = '/og.png') => ({
    title,
    description,
    image,
    imageAlt: '',
  })

  it('pass a title up to 60 characters, a description of 50 to 160, and any share image', () => {
    const passing = searchChecks(head('x'.repeat(60), 'd'.repeat(50)))
    expect(passing.map((check) => check.passes)).toEqual([true, true, true])
    expect(passing[0].length).toBe(60)
    expect(searchChecks(head('x'.repeat(61), 'd'.repeat(161), '')).map((c) => c.passes)).toEqual([
      false,
      false,
      false,
    ])
    expect(searchChecks(head('', 'd'.repeat(49))).map((check) => check.passes)).toEqual([
      false,
      false,
      true,
    ])
  })

  it('count characters as readers see them, not UTF-16 units', () => {
    expect(searchChecks(head('🌴'.repeat(60), ''))[0]).toMatchObject({ passes: true, length: 60 })
  })
})

describe('Arabic character counts', () => {
  it('agree in number and case with the count', () => {
    expect([1, 2, 3, 10, 11, 25, 60, 100, 103, 160].map(arabicCharacters)).toEqual([
      'حرف واحد',
      'حرفان',
      '3 أحرف',
      '10 أحرف',
      '11 حرفًا',
      '25 حرفًا',
      '60 حرفًا',
      '100 حرف',
      '103 أحرف',
      '160 حرفًا',
    ])
  })
})
