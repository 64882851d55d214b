import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'
import { valuesOf } from '../support/read-values'

/**
 * The site search over the seeded site: a word from deep in each kind of
 * document (a page's blocks, a service's sections, a story, a post) finds it,
 * in both languages. What the search may show and how it reads Arabic is
 * search.test.ts's, on an unseeded site.
 */

let stop: () => Promise<void>
let readers: ReturnType<typeof valuesOf<typeof import('@/lib/data')>>

const find = async (locale: 'en' | 'ar', query: string) =>
  (await readers.getSearchIndex(locale)).search(query).map((result) => result.title)

beforeAll(async () => {
  ;({ stop } = await startTestPayload({ seeded: true }))
  readers = valuesOf(await import('@/lib/data'))
}, 180_000)
afterAll(async () => stop?.())

describe('site search over the seeded site', () => {
  it("searches the seeded pages' blocks, services' sections and stories, in both languages", async () => {
    for (const locale of ['en', 'ar'] as const) {
      const documents = (await readers.getSearchContent(locale)).documents
      for (const type of ['page', 'service', 'story', 'post'] as const) {
        const ofType = documents.filter((document) => document.type === type)
        expect(ofType.length, `${locale} ${type}`).toBeGreaterThan(0)
        for (const document of ofType.slice(0, 3)) {
          // A word from deep in the body (its blocks or sections), not from the title.
          const words = document.text.match(/[\p{L}]{7,}/gu) ?? []
          const word = words[Math.floor(words.length / 2)]
          expect(word, `${locale} ${document.title}`).toBeTruthy()
          expect(await find(locale, word!), `${locale} ${type} "${word}"`).toContain(document.title)
        }
      }
    }
  })
})
