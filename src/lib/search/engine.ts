import MiniSearch from 'minisearch'

import { searchTerm, stripControls, words } from './normalise'
import { readText, snippetOf, type ReadText, type SnippetPart } from './snippet'

/**
 * The site's search engine: MiniSearch, an in-memory full-text index, over
 * the published content of one language (lib/data/search.ts reads it). The
 * whole site is a few hundred documents at most, so each server keeps its
 * own index and builds it again (in milliseconds) when the content changes:
 * every replica answers from the content it serves, with no index service to
 * run. Titles weigh three times the body; the last word also matches as a
 * prefix (results while the word is being typed) and longer words forgive
 * one typo.
 */

export const SEARCH_TYPES = ['page', 'service', 'story', 'post'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export type SearchDocument = {
  /** `<type>:<id>`: unique across the collections. */
  id: string
  type: SearchType
  title: string
  text: string
  /** The locale-less address of the result. */
  path: string
  /** On Arabic results: the title, or all the text, is English shown in place of missing Arabic. */
  english?: { title: boolean; text: boolean }
}

export type SearchResult = {
  id: string
  type: SearchType
  title: string
  path: string
  titleParts: SnippetPart[]
  snippet: SnippetPart[]
  score: number
  english: { title: boolean; text: boolean }
}

export type SearchIndex = { search: (query: string, limit?: number) => SearchResult[] }

const NOT_ENGLISH = { title: false, text: false }

const tokenize = (text: string) => words(text)
const processTerm = (term: string) => searchTerm(term) ?? null

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const engine = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['type', 'title', 'text', 'path', 'english'],
    tokenize,
    processTerm,
  })
  engine.addAll(documents)
  // Each document's words are read for snippets once, on its first appearance in results.
  const read = new Map<string, { title: ReadText; text: ReadText }>()
  const readOf = (id: string, title: string, text: string) => {
    let held = read.get(id)
    if (!held) read.set(id, (held = { title: readText(title), text: readText(text) }))
    return held
  }
  return {
    search(query, limit = 30) {
      const hits = engine.search(stripControls(query), {
        boost: { title: 3 },
        combineWith: 'AND',
        prefix: (_term, index, terms) => index === terms.length - 1,
        fuzzy: (term) => (term.length >= 6 ? 1 : 0),
      })
      return hits.slice(0, limit).map((hit) => {
        const matched = new Set(hit.terms)
        const words = readOf(String(hit.id), hit.title as string, hit.text as string)
        return {
          id: String(hit.id),
          type: hit.type as SearchType,
          title: hit.title as string,
          path: hit.path as string,
          titleParts: snippetOf(words.title, matched, 500),
          snippet: snippetOf(words.text, matched),
          score: hit.score,
          english: (hit.english as SearchResult['english'] | undefined) ?? NOT_ENGLISH,
        }
      })
    },
  }
}

export const QUERY_MAX = 100

/** What a query asks for: nothing, too little, too much, or words to look up. */
export type QueryCheck =
  { kind: 'empty' } | { kind: 'short' } | { kind: 'long' } | { kind: 'ok'; query: string }

export function checkQuery(raw: unknown): QueryCheck {
  if (typeof raw !== 'string') return { kind: 'empty' }
  const query = stripControls(raw).replace(/\s+/g, ' ').trim()
  if (!query) return { kind: 'empty' }
  if ([...query].length > QUERY_MAX) return { kind: 'long' }
  const terms = words(query)
  if (!terms.length || terms.every((word) => [...word].length < 2)) return { kind: 'short' }
  return { kind: 'ok', query }
}
