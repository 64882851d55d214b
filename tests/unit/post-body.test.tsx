import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { richTextFromBlocks, textNode, type RichTextState } from '@/lib/rich-text'
import { PostBody } from '@/sections/blog/PostBody'

/**
 * The HTML a post body becomes on the server: only what the editor offers is
 * drawn, text stays text, unsafe links lose their link, other sites get
 * rel=noopener, headings stay below the page's h1.
 */

const link = (url: string, newTab = false) => ({
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab },
  children: [textNode(`to ${url}`)],
})

const render = (content: RichTextState | null) =>
  renderToStaticMarkup(<PostBody content={content} />)

describe('post body HTML', () => {
  it('draws headings, lists, quotes, emphasis and images', () => {
    const body = richTextFromBlocks(
      [
        { h2: 'Two' },
        { h3: 'Three' },
        { h4: 'Four' },
        [{ b: 'bold' }, ' and ', { i: 'italic' }],
        { ul: ['a', 'b'] },
        { ol: ['one'] },
        { quote: 'Said.' },
        'Line one\nline two',
      ],
      'ltr',
    )
    // Alignment or indent pasted or sent through the API is not applied.
    Object.assign(body.root.children[0], { format: 'right', indent: 2 })
    body.root.children.push({
      type: 'upload',
      version: 3,
      value: { url: '/api/blog-images/file/x.webp', width: 800, height: 400, alt: 'A chart' },
    })
    const html = render(body)
    expect(html).toMatch(/^<div data-post-body="true" class="[^"]+">/)
    expect(html).toContain('>Two</h2>')
    expect(html).toContain('>Three</h3>')
    expect(html).toContain('>Four</h4>')
    expect(html).toContain('<strong class="font-semibold text-ink">bold</strong>')
    expect(html).toMatch(/<em class="[^"]*rtl:not-italic[^"]*">italic<\/em>/)
    expect(html).toMatch(
      /<ul class="[^"]*list-disc[^"]*"><li class="ps-1.5">a<\/li><li class="ps-1.5">b<\/li><\/ul>/,
    )
    expect(html).toMatch(/<ol class="[^"]*list-decimal/)
    expect(html).toMatch(/<blockquote class="[^"]*border-s-4[^"]*">Said.<\/blockquote>/)
    expect(html).toContain('Line one<br/>line two')
    expect(html).toMatch(/<img alt="A chart"[^>]*width="800" height="400"/)
    // Logical CSS only: nothing says left or right.
    expect(html).not.toMatch(/\b(?:ml|mr|pl|pr|left|right|text-left|text-right)-/)
    // No alignment or indent styles: each language keeps its own direction.
    expect(html).not.toMatch(/style="[^"]*(?:text-align|padding)/)
  })

  it('keeps an h1 or h6 from a body inside the page’s heading order', () => {
    const body = richTextFromBlocks([{ h2: 'x' }], 'ltr')
    body.root.children = [
      { type: 'heading', tag: 'h1', version: 1, children: [textNode('One')] },
      { type: 'heading', tag: 'h6', version: 1, children: [textNode('Six')] },
    ]
    const html = render(body)
    expect(html).toMatch(/<h2[^>]*>One<\/h2>/)
    expect(html).toMatch(/<h4[^>]*>Six<\/h4>/)
    expect(html).not.toMatch(/<h1|<h6/)
  })

  it('links safely: other sites get noopener, unsafe addresses lose the link but keep the words', () => {
    const body = richTextFromBlocks(['x'], 'ltr')
    body.root.children = [
      {
        type: 'paragraph',
        version: 1,
        children: [
          link('https://example.com/page'),
          link('/contact'),
          link('https://example.org', true),
          link('javascript:alert(1)'),
          link('//evil.example'),
          link('mailto:info@example.com'),
        ],
      },
    ]
    const html = render(body)
    expect(html).toMatch(/<a href="https:\/\/example.com\/page"[^>]*rel="noopener noreferrer"/)
    expect(html).toMatch(/<a href="\/contact" class="[^"]*">to \/contact<\/a>/)
    expect(html).toMatch(
      /<a href="https:\/\/example.org"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    )
    expect(html).not.toContain('href="javascript:')
    expect(html).toContain('to javascript:alert(1)')
    expect(html).not.toContain('href="//evil.example"')
    expect(html).toContain('href="mailto:info@example.com"')
  })

  it('writes text as text, and leaves out nodes it does not know', () => {
    const body = richTextFromBlocks(['<script>alert(1)</script>'], 'ltr')
    body.root.children.push(
      { type: 'table', version: 1, children: [textNode('table text')] },
      { type: 'block', version: 1, fields: { blockType: 'code' } },
      { type: 'upload', version: 3, value: 12 },
    )
    const html = render(body)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('table text')
    expect(html).not.toContain('unknown node')
    expect(html).not.toContain('<img')
  })

  it('draws nothing for an empty body', () => {
    expect(render(null)).toBe('')
  })
})
