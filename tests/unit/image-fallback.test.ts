import { describe, expect, it } from 'vitest'

import {
  fallbackImageHtml,
  IMAGE_FALLBACK_SCRIPT,
  PLACEHOLDER_CLASS,
} from '../../src/sections/service-pages/image-fallback'

describe('fallbackImageHtml', () => {
  it('writes next/image props as HTML attributes, the placeholder in data attributes', () => {
    const html = fallbackImageHtml(
      {
        src: '/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75',
        srcSet: '/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75 1x',
        sizes: '92vw',
        width: 1200,
        height: 800,
        alt: 'Dashboard',
        loading: 'lazy',
        decoding: 'async',
        fetchPriority: undefined,
        className: 'h-auto w-full',
      },
      { title: 'Sales dashboard', className: PLACEHOLDER_CLASS },
    )
    expect(html).toBe(
      '<img src="/_next/image?url=%2Fimages%2Fa.webp&amp;w=640&amp;q=75" ' +
        'srcset="/_next/image?url=%2Fimages%2Fa.webp&amp;w=640&amp;q=75 1x" sizes="92vw" ' +
        'width="1200" height="800" alt="Dashboard" loading="lazy" decoding="async" ' +
        'class="h-auto w-full" data-fallback-title="Sales dashboard" ' +
        `data-fallback-class="${PLACEHOLDER_CLASS}">`,
    )
  })

  it('escapes what staff type into titles and alt texts, in both languages', () => {
    const html = fallbackImageHtml(
      { src: '/a.webp', alt: 'لوحة "المبيعات" <b>&</b>', width: 10, height: 10 },
      { title: '"><script>alert(1)</script>', className: '' },
    )
    expect(html).toContain('alt="لوحة &quot;المبيعات&quot; &lt;b&gt;&amp;&lt;/b&gt;"')
    expect(html).toContain('data-fallback-title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).not.toContain('<script>')
    expect(html.match(/</g)).toHaveLength(1)
  })

  it('refuses an attribute it cannot write as text', () => {
    expect(() =>
      fallbackImageHtml(
        { src: '/a.webp', onError: () => undefined },
        { title: 'x', className: '' },
      ),
    ).toThrow(/onError/)
  })
})

describe('IMAGE_FALLBACK_SCRIPT', () => {
  it('is valid JavaScript that listens for image errors in the capture phase', () => {
    expect(() => new Function(IMAGE_FALLBACK_SCRIPT)).not.toThrow()
    expect(IMAGE_FALLBACK_SCRIPT).toMatch(/^addEventListener\('error',/)
    expect(IMAGE_FALLBACK_SCRIPT).toMatch(/,true\)$/)
    // The label is set as text: a title is never parsed as HTML.
    expect(IMAGE_FALLBACK_SCRIPT).toContain('textContent=')
    expect(IMAGE_FALLBACK_SCRIPT).not.toContain('innerHTML')
  })
})
