import type { RichTextBlock } from '@/payload-types'
import { isFallbackRichText } from '@/lib/fallback/marks'
import type { RichTextState } from '@/lib/rich-text'
import { BODY_TYPE, BodyText } from '@/sections/blog/PostBody'
import { PageSection } from '../page-section'

/** A text section: its heading, then the text at a reading measure. */
export function RichTextView({ block }: { block: RichTextBlock }) {
  const body = block.body as RichTextState | null | undefined
  if (!body) return null
  // English shown in place of missing Arabic is said to be English (lib/fallback).
  const english = isFallbackRichText(body)
  return (
    <PageSection block={block}>
      <div
        {...(english ? { lang: 'en', dir: 'ltr' } : {})}
        data-rich-text
        className={`max-w-3xl ${BODY_TYPE}`}
      >
        <BodyText content={body} />
      </div>
    </PageSection>
  )
}
