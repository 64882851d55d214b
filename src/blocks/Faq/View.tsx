import { ChevronDown } from 'lucide-react'

import type { FaqBlock } from '@/payload-types'
import { JsonLd } from '@/sections/service-pages/JsonLd'
import { PageSection } from '../page-section'

type Item = { id?: string | null; question: string; answer: string }

/** The questions as schema.org reads a page's FAQ. */
export function faqJsonLd(items: readonly Item[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** The questions of the block that have both a question and an answer in this language. */
export const faqItems = (block: FaqBlock): Item[] =>
  (block.items ?? [])
    .map((item) => ({
      id: item.id,
      question: item.question?.trim() ?? '',
      answer: item.answer?.trim() ?? '',
    }))
    .filter((item) => item.question && item.answer)

/** Questions that open in place (details and summary: keyboard and no-JavaScript included). */
export function FaqView({ block }: { block: FaqBlock }) {
  const items = faqItems(block)
  if (!items.length) return null
  return (
    <PageSection block={block}>
      <JsonLd data={faqJsonLd(items)} />
      <div className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200" data-faq>
        {items.map((item, index) => (
          <details key={item.id ?? index} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-start text-lg font-semibold text-ink marker:content-none hover:text-brand [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 leading-relaxed whitespace-pre-line text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  )
}
