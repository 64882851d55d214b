import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'

/**
 * The font files in src/app/fonts against what src/app/fonts/index.ts and the
 * fallbacks in globals.css declare about them. The subsets are cut by Unicode
 * range, not by the current copy: staff type new Arabic text in the admin, so
 * the Arabic face must hold every letter, mark and punctuation sign of the
 * language, while each byte more is paid before an Arabic page's first paint.
 */

const FONTS = 'src/app/fonts'
const declarations = readFileSync(path.join(FONTS, 'index.ts'), 'utf8')
const globals = readFileSync('src/app/globals.css', 'utf8')

const open = (file: string) => fontkit.create(readFileSync(path.join(FONTS, file))) as fontkit.Font

/** `U+0600-06FF, U+0020` → every code point it names. */
function expand(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',').map((item) => item.trim())) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part)
    if (!match) throw new Error(`not a unicode-range item: ${part}`)
    const from = parseInt(match[1], 16)
    const to = match[2] ? parseInt(match[2], 16) : from
    for (let point = from; point <= to; point++) points.add(point)
  }
  return points
}

/** The unicode-range of the next/font face whose options follow `marker` in index.ts. */
function declaredRange(marker: string): string {
  const start = declarations.indexOf(marker)
  expect(start, marker).toBeGreaterThanOrEqual(0)
  const match = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(declarations.slice(start))
  if (!match) throw new Error(`no unicode-range after ${marker}`)
  return match[1]
}

/** The unicode-ranges of every @font-face of one fallback family in globals.css. */
function fallbackRanges(family: string): string[] {
  const blocks = globals.match(/@font-face\s*{[^}]*}/g) ?? []
  return blocks
    .filter((block) => block.includes(`font-family: '${family}';`))
    .map((block) => /unicode-range:\s*([^;]+);/.exec(block)?.[1].replace(/\s+/g, ' ').trim() ?? '')
}

const interRange = declaredRange('export const interVariable')
const arabicRange = declaredRange('export const plexSansArabic')
const ARABIC_FILES = ['plex-arabic-400.woff2', 'plex-arabic-700.woff2']

/** The code points a file maps (fontkit lists the 0xFFFF that ends every format-4 cmap). */
const charactersOf = (font: fontkit.Font) => font.characterSet.filter((point) => point !== 0xffff)

const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`
const missing = (needed: Iterable<number>, font: fontkit.Font) => {
  const have = new Set(charactersOf(font))
  return [...needed].filter((point) => !have.has(point)).map(hex)
}

describe('IBM Plex Sans Arabic subsets', () => {
  it('hold every character of the Arabic language a staff member can type', () => {
    const language = [
      ...expand('U+0621-063A, U+0641-064A'), // the 36 letters with hamza forms, ta marbuta, alef maqsura
      ...expand('U+064B-0652'), // tanwin, short vowels, shadda, sukun
      ...expand('U+0653-0655, U+0670-0671'), // madda, hamza above/below, dagger alef, alef wasla
      ...expand('U+0640'), // tatweel
      ...expand('U+060C, U+061B, U+061F'), // Arabic comma, semicolon, question mark
      ...expand('U+0660-0669, U+066A-066C'), // Arabic-Indic digits, percent, decimal and thousands signs
      ...expand('U+067E, U+0686, U+06A4, U+06AF'), // پ چ ڤ گ of Gulf loanwords and names
      ...expand('U+06A9, U+06CC'), // Persian kaf and yeh, common in pasted text
      ...expand('U+0020, U+00A0'), // spaces between Arabic words
    ]
    for (const file of ARABIC_FILES) expect(missing(language, open(file)), file).toEqual([])
    // Joiners and direction marks have no glyph; the range keeps them inside the Arabic run.
    for (const point of [...language, ...expand('U+200C-200F')]) {
      expect(expand(arabicRange).has(point), hex(point)).toBe(true)
    }
  })

  it('hold every Arabic character of the site copy and the seeded content', () => {
    const sources = [
      ...readdirSync('src/i18n/messages/ar').map((file) => `src/i18n/messages/ar/${file}`),
      ...readdirSync('src/seed', { recursive: true, encoding: 'utf8' })
        .map((file) => `src/seed/${file}`)
        .filter((file) => /\.(ts|json)$/.test(file) && statSync(file).isFile()),
    ]
    const used = new Set<number>()
    for (const file of sources) {
      for (const char of readFileSync(file, 'utf8').matchAll(/[\u0600-\u06FF]/g)) {
        used.add(char[0].codePointAt(0)!)
      }
    }
    expect(used.size).toBeGreaterThan(40)
    for (const file of ARABIC_FILES) expect(missing(used, open(file)), file).toEqual([])
  })

  it('cover their declared unicode-range, which the fallback faces share', () => {
    // Only the invisible joiners, direction marks and the shaper's dotted circle have no glyph.
    const glyphless = expand('U+200C-200F, U+25CC')
    const declared = [...expand(arabicRange)].filter((point) => !glyphless.has(point))
    for (const file of ARABIC_FILES) {
      const font = open(file)
      expect(missing(declared, font), file).toEqual([])
      const outside = charactersOf(font).filter((point) => !expand(arabicRange).has(point))
      expect(outside.map(hex), file).toEqual([])
    }
    expect(fallbackRanges('Plex Arabic Fallback')).toEqual([arabicRange, arabicRange])
  })

  it('leave out the letters of other languages written in Arabic script', () => {
    // Urdu, Sindhi, Pashto and Kurdish letters, Persian digits, Quranic signs:
    // about half the Arabic block, and half the bytes.
    const others = expand('U+0600-060B, U+0610-061A, U+0672-067D, U+06BA-06BE, U+06D2-06FF')
    for (const file of ARABIC_FILES) {
      const have = new Set(charactersOf(open(file)))
      expect([...others].filter((point) => have.has(point)).map(hex), file).toEqual([])
    }
  })
})

describe('Inter subset', () => {
  const inter = open('inter-latin-var.woff2')

  it('covers ASCII (Western digits included) and the Latin-1 letters, all inside its unicode-range', () => {
    const latin1Letters = [...expand('U+00C0-00FF')].filter((p) => p !== 0xd7 && p !== 0xf7)
    expect(missing([...expand('U+0020-007E'), ...latin1Letters], inter)).toEqual([])
    const outside = charactersOf(inter).filter((point) => !expand(interRange).has(point))
    expect(outside.map(hex)).toEqual([])
    expect(missing(expand('U+0020-007E'), inter)).toEqual([])
    for (const range of [
      ...fallbackRanges('Inter Fallback'),
      ...fallbackRanges('Inter Fallback DejaVu'),
    ]) {
      expect(range).toBe(interRange)
    }
  })

  it('varies over the weights the design uses, 400 to 700, as next/font declares', () => {
    expect(inter.variationAxes.wght).toMatchObject({ min: 400, max: 700, default: 400 })
    expect(declarations).toMatch(/src: '\.\/inter-latin-var\.woff2',\s*weight: '400 700'/)
    // A Tailwind weight class outside the file's range would be drawn at 400 or 700.
    const outside = /\bfont-(?:thin|extralight|light|extrabold|black)\b/
    const offenders = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .filter((file) => outside.test(readFileSync(path.join('src', file), 'utf8')))
    expect(offenders).toEqual([])
  })
})

describe('bytes an Arabic page requests before its first paint', () => {
  it('stay at most 56 KB for its three faces (Plex 400 and 700, Inter)', () => {
    const bytes = ['inter-latin-var.woff2', ...ARABIC_FILES]
      .map((file) => statSync(path.join(FONTS, file)).size)
      .reduce((sum, size) => sum + size, 0)
    expect(bytes).toBeLessThanOrEqual(56 * 1024)
  })
})
