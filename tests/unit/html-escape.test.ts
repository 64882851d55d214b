import { describe, expect, it } from 'vitest'

import { escapeHtml } from '@/lib/html-escape'

describe('escapeHtml', () => {
  it('makes markup and both quotes words, so one escaper serves text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })

  it('leaves Arabic and plain text as it is, and escapes an ampersand once', () => {
    expect(escapeHtml('حلول البرمجيات في الكويت')).toBe('حلول البرمجيات في الكويت')
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })
})
