import { splitParagraphs } from './text'

/**
 * The post's plain-text content as paragraphs (split at blank lines). Text is
 * rendered as React text nodes, so markup in the content shows as written
 * and never runs; single line breaks inside a paragraph are kept.
 */
export function PostBody({ content }: { content: string }) {
  return (
    <div className="mt-10 space-y-6 text-[1.0625rem] leading-[1.8] text-ink/90 sm:text-lg rtl:leading-[1.95]">
      {splitParagraphs(content).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  )
}
