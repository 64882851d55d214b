import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { jsonLdText } from '@/lib/fallback/json-ld'
import {
  fallbackRuns,
  markEnglish,
  RICH_TEXT_FALLBACK,
  stripFallback,
  untranslatable,
} from '@/lib/fallback/marks'
import { richTextFromBlocks } from '@/lib/rich-text'
import { PostBody } from '@/sections/blog/PostBody'

/**
 * English shown on an Arabic page in place of missing Arabic: marked in the
 * data (lib/fallback), drawn inside lang="en" dir="ltr" by the site's JSX
 * runtime wherever a view puts it, unmarked in structured data.
 */

const english = markEnglish('Cloud services')

describe('fallback runs', () => {
  it('cuts a marked text into its English and Arabic runs', () => {
    expect(fallbackRuns(`خدمات ${english} للشركات`)).toEqual([
      { text: 'خدمات ', english: false },
      { text: 'Cloud services', english: true },
      { text: ' للشركات', english: false },
    ])
    expect(fallbackRuns('خدمات')).toEqual([{ text: 'خدمات', english: false }])
  })

  it('keeps a nested isolate inside its English run, and reads a text cut short', () => {
    expect(fallbackRuns(markEnglish(`a ${markEnglish('b')} c`))).toEqual([
      { text: 'a b c', english: true },
    ])
    expect(fallbackRuns(english.slice(0, 6))).toEqual([{ text: 'Cloud', english: true }])
    expect(fallbackRuns(`${english.slice(3)} نص`)).toEqual([
      { text: 'oud services', english: true },
      { text: ' نص', english: false },
    ])
  })

  it('leaves numbers and addresses unmarked', () => {
    expect(untranslatable('https://example.com/a')).toBe(true)
    expect(untranslatable('/contact')).toBe(true)
    expect(untranslatable('2,500+')).toBe(true)
    expect(untranslatable('Contact us')).toBe(false)
    expect(stripFallback(english)).toBe('Cloud services')
  })
})

function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <article>
      <h3 className="title">{title}</h3>
      {children}
    </article>
  )
}

describe('the JSX runtime draws fallbacks as English', () => {
  it('wraps the English run of a text, wherever a component puts it', () => {
    expect(renderToStaticMarkup(<p>{english}</p>)).toBe(
      '<p><span lang="en" dir="ltr">Cloud services</span></p>',
    )
    expect(
      renderToStaticMarkup(
        <Card title={english}>
          <p>
            نص {english} و{'ختام'}
          </p>
        </Card>,
      ),
    ).toBe(
      '<article><h3 class="title"><span lang="en" dir="ltr">Cloud services</span></h3>' +
        '<p>نص <span lang="en" dir="ltr">Cloud services</span> وختام</p></article>',
    )
  })

  it('wraps it in a fragment too: a label drawn from its text and a mark', () => {
    expect(
      renderToStaticMarkup(
        <label htmlFor="name">
          <>
            {english}
            <span aria-hidden="true"> *</span>
          </>
        </label>,
      ),
    ).toBe(
      '<label for="name"><span lang="en" dir="ltr">Cloud services</span><span aria-hidden="true"> *</span></label>',
    )
  })

  it('says the language of a text-only element instead of nesting a span', () => {
    expect(renderToStaticMarkup(<option value="1">{english}</option>)).toBe(
      '<option lang="en" dir="ltr" value="1">Cloud services</option>',
    )
  })

  it('changes nothing where nothing is marked', () => {
    expect(renderToStaticMarkup(<Card title="خدمات سحابية">نص</Card>)).toBe(
      '<article><h3 class="title">خدمات سحابية</h3>نص</article>',
    )
  })
})

describe('structured data', () => {
  it('takes the marks out, and a node named in English declares English', () => {
    const text = jsonLdText({
      '@type': 'AboutPage',
      inLanguage: 'ar',
      name: 'من نحن',
      about: { '@type': 'Organization', inLanguage: 'ar', name: english },
      description: `نص ${english}`,
    })
    expect(text).not.toMatch(/[\u2066\u2069]/)
    expect(JSON.parse(text)).toEqual({
      '@type': 'AboutPage',
      inLanguage: 'ar',
      name: 'من نحن',
      about: { '@type': 'Organization', inLanguage: 'en', name: 'Cloud services' },
      description: 'نص Cloud services',
    })
  })
})

describe('a post body in English on an Arabic page', () => {
  it('is one block said to be English', () => {
    const body = { ...richTextFromBlocks(['Hello'], 'ltr'), [RICH_TEXT_FALLBACK]: 'en' }
    expect(renderToStaticMarkup(<PostBody content={body} />)).toMatch(
      /^<div lang="en" dir="ltr" data-post-body[^>]*><p>Hello<\/p><\/div>$/,
    )
    expect(
      renderToStaticMarkup(<PostBody content={richTextFromBlocks(['مرحبا'], 'rtl')} />),
    ).toMatch(/^<div data-post-body/)
  })
})
