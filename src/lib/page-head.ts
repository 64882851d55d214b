/**
 * What a served page says about itself in its head: the title, description
 * and share image that search engines and link previews read. Read from the
 * HTML the site really sends (the admin's search preview), so what staff see
 * is what the site outputs, fallbacks included.
 */
export type PageHead = {
  title: string
  description: string
  image: string
  imageAlt: string
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Undoes the escaping React writes into attributes and text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** A meta tag's content by its name or property, whatever the order of its attributes. */
function metaContent(head: string, key: string): string {
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const named = /\b(?:name|property)\s*=\s*"([^"]*)"/i.exec(tag)?.[1]
    if (named?.toLowerCase() !== key) continue
    return decodeEntities(/\bcontent\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '').trim()
  }
  return ''
}

export function readPageHead(html: string): PageHead {
  const end = html.search(/<\/head>/i)
  const head = end >= 0 ? html.slice(0, end) : html
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? ''
  return {
    title: decodeEntities(title).trim(),
    description: metaContent(head, 'description'),
    image: metaContent(head, 'og:image'),
    imageAlt: metaContent(head, 'og:image:alt'),
  }
}

/** How long each text may be before search engines cut it, and how short a description says too little. */
export const SEARCH_LENGTHS = { title: { max: 60 }, description: { min: 50, max: 160 } } as const

export type SearchCheck = {
  key: 'title' | 'description' | 'image'
  passes: boolean
  length?: number
}

/** The three checks the admin shows, on what the page will say. */
export function searchChecks(head: PageHead): SearchCheck[] {
  const title = [...head.title].length
  const description = [...head.description].length
  return [
    { key: 'title', passes: title > 0 && title <= SEARCH_LENGTHS.title.max, length: title },
    {
      key: 'description',
      passes:
        description >= SEARCH_LENGTHS.description.min &&
        description <= SEARCH_LENGTHS.description.max,
      length: description,
    },
    { key: 'image', passes: head.image !== '' },
  ]
}

/** "N characters" in Arabic, with the counted noun's number and case for N. */
export function arabicCharacters(count: number): string {
  if (count === 1) return 'حرف واحد'
  if (count === 2) return 'حرفان'
  const lastTwo = count % 100
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} أحرف`
  if (lastTwo >= 11) return `${count} حرفًا`
  return `${count} حرف`
}
