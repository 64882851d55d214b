import { describe, expect, it } from 'vitest'

import { faqItems, faqJsonLd } from '@/blocks/Faq/View'
import type { FaqBlock } from '@/payload-types'

describe('the questions and answers section', () => {
  const block = {
    blockType: 'faq',
    items: [
      { id: 'a', question: '  Do you sponsor visas? ', answer: 'Yes, in Kuwait.\nAnd the UAE.' },
      { id: 'b', question: 'Not yet answered', answer: '   ' },
      { id: 'c', question: '', answer: 'An answer to nothing' },
    ],
  } as FaqBlock

  it('shows only the questions with both words, trimmed', () => {
    expect(faqItems(block)).toEqual([
      { id: 'a', question: 'Do you sponsor visas?', answer: 'Yes, in Kuwait.\nAnd the UAE.' },
    ])
    expect(faqItems({ blockType: 'faq', items: null } as unknown as FaqBlock)).toEqual([])
  })

  it('is the page’s FAQPage structured data, question by question', () => {
    expect(faqJsonLd(faqItems(block))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you sponsor visas?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, in Kuwait.\nAnd the UAE.' },
        },
      ],
    })
  })
})
