import type { ReactNode } from 'react'

import type { Service } from '@/payload-types'
import { ServiceSection } from '@/sections/service-pages/ServiceSection'
import { AppPortfolioBody } from './AppPortfolio/View'
import { AudiencesBody } from './Audiences/View'
import { CallToActionView } from './CallToAction/View'
import { CardsBody } from './Cards/View'
import type { BlockContext } from './context'
import { FiguresBody, FiguresView } from './Figures/View'
import { HeroView } from './Hero/View'
import { IndustriesBody } from './Industries/View'
import { ScreenshotsBody } from './Screenshots/View'
import { SoftwareApplicationView } from './SoftwareApplication/View'
import { StepsBody } from './Steps/View'
import { TechnologiesBody } from './Technologies/View'
import { TimelineBody } from './Timeline/View'
import { WebPortfolioBody } from './WebPortfolio/View'

export type PageBlock = NonNullable<Service['layout']>[number]

type SectionBlock = Exclude<
  PageBlock,
  { blockType: 'hero' | 'call-to-action' | 'software-application' }
>

type BodyViews = {
  [K in SectionBlock['blockType']]: (props: {
    block: Extract<SectionBlock, { blockType: K }>
    context: BlockContext
  }) => ReactNode
}

/** The body of each kind of section block (the section's heading is drawn around it). */
const BODIES: BodyViews = {
  figures: FiguresBody,
  cards: CardsBody,
  'web-portfolio': WebPortfolioBody,
  'app-portfolio': AppPortfolioBody,
  screenshots: ScreenshotsBody,
  technologies: TechnologiesBody,
  steps: StepsBody,
  timeline: TimelineBody,
  audiences: AudiencesBody,
  industries: IndustriesBody,
}

function body(block: SectionBlock, context: BlockContext): ReactNode {
  const Body = BODIES[block.blockType] as (props: {
    block: SectionBlock
    context: BlockContext
  }) => ReactNode
  return <Body block={block} context={context} />
}

/** A block that joins the section above: its title a sub-heading, then its body. */
function continuation(block: SectionBlock, context: BlockContext): ReactNode {
  // A timeline draws its own heading (timeline_title) inside its card.
  if (block.blockType === 'timeline') return <div className="mt-8">{body(block, context)}</div>
  return (
    <>
      {block.title ? (
        <h3 className="mt-16 mb-6 text-2xl font-bold text-ink">{block.title}</h3>
      ) : (
        <div className="mt-12" />
      )}
      {body(block, context)}
    </>
  )
}

type Group = { head: SectionBlock; rest: SectionBlock[] }

/**
 * A page's blocks, top to bottom: standalone blocks (hero, the figures card
 * over the hero, the call to action, structured data) as they are; section
 * blocks inside a Section with their heading, a "continues" block inside the
 * section above it.
 */
export function RenderBlocks({
  blocks,
  context,
}: {
  blocks: readonly PageBlock[]
  context: BlockContext
}) {
  const out: Array<PageBlock | Group> = []
  for (const block of blocks) {
    if (
      block.blockType === 'hero' ||
      block.blockType === 'call-to-action' ||
      block.blockType === 'software-application' ||
      (block.blockType === 'figures' && block.style === 'overlap')
    ) {
      out.push(block)
      continue
    }
    const previous = out[out.length - 1]
    if (block.continues && previous && 'head' in previous) previous.rest.push(block)
    else out.push({ head: block, rest: [] })
  }
  return (
    <>
      {out.map((item, index) => {
        if (!('head' in item)) {
          const key = item.id ?? `${item.blockType}-${index}`
          switch (item.blockType) {
            case 'hero':
              return <HeroView key={key} block={item} context={context} />
            case 'figures':
              return <FiguresView key={key} block={item} />
            case 'call-to-action':
              return <CallToActionView key={key} block={item} context={context} />
            case 'software-application':
              return <SoftwareApplicationView key={key} block={item} context={context} />
            default:
              return null
          }
        }
        const { head, rest } = item
        return (
          <ServiceSection
            key={head.id ?? `section-${index}`}
            id={head.anchor || `section-${index + 1}`}
            tone={head.tone ?? 'white'}
            centered={head.blockType === 'figures'}
            copy={{
              eyebrow: head.eyebrow || undefined,
              title: head.title ?? '',
              lead: head.lead || undefined,
            }}
          >
            {body(head, context)}
            {rest.map((block, position) => (
              <div key={block.id ?? position} className="contents">
                {continuation(block, context)}
              </div>
            ))}
          </ServiceSection>
        )
      })}
    </>
  )
}
