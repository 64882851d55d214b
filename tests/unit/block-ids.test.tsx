import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BlockList, occurrenceId, type BlockViews, type ContentBlock } from '@/blocks/BlockList'
import { MissionFiguresView } from '@/blocks/MissionFigures/View'
import { StatementBandView } from '@/blocks/StatementBand/View'
import { ValueCardsView } from '@/blocks/ValueCards/View'

/**
 * Sections with a fixed address (`#values`, `#vision`, `#mission`) keep it
 * for the first of their kind on a page; staff may put two of a kind on a
 * page they make, and the second must not repeat an id (a repeated id breaks
 * the heading a section is named by, and the page's anchors).
 */

const VIEWS: BlockViews = {
  'value-cards': ValueCardsView,
  'statement-band': StatementBandView,
  'mission-figures': MissionFiguresView,
}

const cards = (title: string) =>
  ({
    blockType: 'value-cards',
    title,
    items: [{ icon: 'Users', title: 'Small teams', text: 'Real ownership.' }],
  }) as unknown as ContentBlock
const band = (title: string) => ({ blockType: 'statement-band', title }) as unknown as ContentBlock
const mission = (title: string) =>
  ({
    blockType: 'mission-figures',
    title,
    figures: [{ value: '50+', label: 'Engineers' }],
  }) as unknown as ContentBlock

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])

describe('section ids on a page with two sections of one kind', () => {
  it('numbers the second and later, and each names its own heading', () => {
    const html = renderToStaticMarkup(
      <BlockList
        blocks={[
          cards('Why join us'),
          band('How we hire'),
          mission('Our mission'),
          cards('Teams you could join'),
          band('What we promise'),
          mission('Our reach'),
          cards('Benefits'),
        ]}
        locale="en"
        views={VIEWS}
      />,
    )
    const ids = idsOf(html)
    expect(new Set(ids).size, ids.join(', ')).toBe(ids.length)
    expect(ids).toEqual(
      expect.arrayContaining(['values', 'values-2', 'values-3', 'vision', 'vision-2', 'mission-2']),
    )
    // Every section is named by a heading that exists, with its own words.
    const labels = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((match) => match[1])
    expect(labels).toHaveLength(7)
    for (const label of labels) expect(ids, label).toContain(label)
    expect(html).toMatch(/id="values-2-title"[^>]*>Teams you could join</)
    expect(html).toMatch(/id="vision-2-title"[^>]*>What we promise</)
  })

  it('leaves a lone section its usual address', () => {
    expect(occurrenceId('values')).toBe('values')
    expect(occurrenceId('values', 0)).toBe('values')
    expect(occurrenceId('values', 2)).toBe('values-3')
  })
})
