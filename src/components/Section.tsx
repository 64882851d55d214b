import type { ReactNode } from 'react'

import { Container } from './Container'
import { Eyebrow } from './Eyebrow'

type Tone = 'white' | 'surface' | 'ink'

const tones: Record<Tone, string> = {
  white: 'bg-white text-ink',
  surface: 'bg-surface text-ink',
  ink: 'bg-ink text-white',
}

/** The look of a section's title (h2), for views that lay their heading out themselves. */
export const SECTION_TITLE =
  'mt-2 text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal'

type StoredHeading = { eyebrow?: string | null; title?: string | null; lead?: string | null }

/** A block's stored heading as Section's props (empty texts left out). */
export const headingOf = (block: StoredHeading) => ({
  eyebrow: block.eyebrow || undefined,
  title: block.title || undefined,
  lead: block.lead || undefined,
})

/**
 * A page section: optional eyebrow, title and lead, then content. 96 px of
 * vertical rhythm on desktop, 64 px on phones; alternate white and surface.
 */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  tone = 'white',
  headingLevel = 2,
  centered = false,
  className = '',
  labelledBy,
}: {
  id?: string
  eyebrow?: ReactNode
  title?: ReactNode
  lead?: ReactNode
  children?: ReactNode
  tone?: Tone
  headingLevel?: 1 | 2 | 3
  centered?: boolean
  className?: string
  /** Set when the title is not the section's name (otherwise the title names it). */
  labelledBy?: string
}) {
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3'
  const headingId = id ? `${id}-title` : undefined
  const dark = tone === 'ink'
  return (
    <section
      id={id}
      aria-labelledby={labelledBy ?? (title && headingId ? headingId : undefined)}
      className={`py-16 lg:py-24 ${tones[tone]} ${className}`}
    >
      <Container>
        {eyebrow || title || lead ? (
          <div className={`mb-10 max-w-2xl ${centered ? 'mx-auto text-center' : ''}`}>
            {eyebrow ? <Eyebrow onDark={dark}>{eyebrow}</Eyebrow> : null}
            {title ? (
              <Heading id={headingId} className={SECTION_TITLE}>
                {title}
              </Heading>
            ) : null}
            {lead ? (
              <p className={`mt-3 text-lg ${dark ? 'text-white/80' : 'text-muted'}`}>{lead}</p>
            ) : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  )
}
