/**
 * Shared by the image generators (mock-ups, logos, avatars, covers): turns the
 * SVG they draw into WebP with the brand fonts, and derives the right-to-left
 * Arabic twin of a drawing.
 *
 * The SVG is rasterized in Debian's Chromium (Playwright), not by sharp's
 * librsvg: Chromium reads the site's own WOFF2 faces (src/app/fonts, the same
 * files the pages load) and shapes Arabic, so the text drawn into an image is
 * set in Inter and IBM Plex Sans Arabic like the page around it.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium, type Browser } from '@playwright/test'
import sharp from 'sharp'

/** The repository's root: every generator writes its files relative to it. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The font attribute every generator puts on its text: Latin in Inter, Arabic in Plex. */
export const BRAND_FONT = `font-family="Inter, 'IBM Plex Sans Arabic', sans-serif"`

/** Every generated image stays under this size (≤ 60 KB, so pictures stay light on phones). */
export const MAX_BYTES = 60 * 1024

// Inter comes first in BRAND_FONT, so these faces need no unicode-range: each
// character is drawn by the first face whose file has it.
const face = (family: string, file: string, weight: string) => {
  const data = readFileSync(path.join(root, 'src/app/fonts', file)).toString('base64')
  return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:${weight}}`
}

const FONT_CSS = [
  face('Inter', 'inter-latin-var.woff2', '400 700'),
  face('IBM Plex Sans Arabic', 'plex-arabic-400.woff2', '400 500'),
  face('IBM Plex Sans Arabic', 'plex-arabic-700.woff2', '600 900'),
].join('')

const sizeOf = (svg: string) => {
  const match = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg)
  if (!match) throw new Error('the SVG has no width/height')
  return { width: Number(match[1]), height: Number(match[2]) }
}

let browser: Browser | undefined

/** PNG of an SVG drawing at its own size, text set in the brand fonts. */
export async function rasterize(svg: string): Promise<Buffer> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const { width, height } = sizeOf(svg)
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  try {
    await page.setContent(
      `<!doctype html><html><head><style>${FONT_CSS}html,body{margin:0;background:#fff}svg{display:block}</style></head><body>${svg}</body></html>`,
    )
    // Every face the drawing uses must have loaded before the shot, or the fallback is drawn.
    await page.evaluate(async () => {
      const families = [
        '400 16px Inter',
        '700 16px Inter',
        "400 16px 'IBM Plex Sans Arabic'",
        "700 16px 'IBM Plex Sans Arabic'",
      ]
      await Promise.all(families.map((font) => document.fonts.load(font, 'aب')))
      await document.fonts.ready
      // A text marked data-fit="<px>" is set smaller until it fits that width (long names).
      for (const node of document.querySelectorAll<SVGTextElement>('text[data-fit]')) {
        const room = Number(node.dataset.fit)
        const length = node.getComputedTextLength()
        if (length > room) {
          const size = parseFloat(node.getAttribute('font-size') ?? '16')
          node.setAttribute('font-size', String(Math.floor((size * room) / length)))
        }
      }
    })
    return await page.locator('svg').first().screenshot({ type: 'png' })
  } finally {
    await page.close()
  }
}

export async function closeRasterizer() {
  await browser?.close()
  browser = undefined
}

/** Rasterizes `svg`, writes it as WebP and fails when the file is over 60 KB. */
export async function writeWebp(file: string, svg: string, quality = 80) {
  await sharp(await rasterize(svg))
    .webp({ quality, effort: 6 })
    .toFile(file)
  const size = statSync(file).size
  if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes (over 60 KB)`)
  console.log(`${path.relative(root, file).padEnd(64)} ${(size / 1024).toFixed(1)} KB`)
}

/** The Arabic twin the seed uploads for Arabic pages (src/content/mockups.ts). */
export { arabicTwin } from '../../src/content/mockups'

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** Text that reads the same in both languages: figures, times, codes, addresses, brand names. */
const NEUTRAL = /^[^A-Za-z]*$|^[\w.+-]+@[\w.-]+$|^[\w-]+(\.[\w-]+)+(\/\S*)?$/

/**
 * The right-to-left twin of a drawing: the picture is mirrored (sidebars move
 * to the right, charts run right to left) and every text is put back the
 * right way round at its mirrored place, right-aligned, in Arabic.
 *
 * `words` maps each English text of the drawing to its Arabic; a text with no
 * Latin words (figures, dates) or a kept name (`keep`) stays as it is. A text
 * missing from both throws, so no English is left in an Arabic image.
 */
export function untranslated(
  svg: string,
  words: Readonly<Record<string, string>>,
  keep: ReadonlySet<string> = new Set(),
): string[] {
  const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, content]) =>
    unescape(content),
  )
  return [...new Set(texts)].filter(
    (english) => words[english] === undefined && !NEUTRAL.test(english) && !keep.has(english),
  )
}

export function arabicVersion(
  svg: string,
  words: Readonly<Record<string, string>>,
  keep: ReadonlySet<string> = new Set(),
): string {
  // Mirror across the drawing's own width: the viewBox when it is drawn scaled.
  const viewBox = /<svg[^>]*\bviewBox="[\d.-]+ [\d.-]+ ([\d.]+) [\d.]+"/.exec(svg)
  const width = viewBox ? Number(viewBox[1]) : sizeOf(svg).width
  const missing = new Set<string>()
  const open = svg.indexOf('>', svg.indexOf('<svg')) + 1
  const close = svg.lastIndexOf('</svg>')
  const body = svg
    .slice(open, close)
    .replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attrs: string, content: string) => {
      const english = unescape(content)
      const arabic =
        words[english] ?? (NEUTRAL.test(english) || keep.has(english) ? english : undefined)
      if (arabic === undefined) missing.add(english)
      // Inside the mirrored group, scale(-1 1) at -x draws the text unmirrored at the mirrored x.
      let mirrored = attrs.replace(/\bx="(-?[\d.]+)"/, (_m, x: string) => `x="${-Number(x)}"`)
      const shown = arabic ?? english
      if (/[\u0600-\u06FF]/.test(shown)) {
        // Arabic runs right to left: its start is its right end, the mirror of an English start.
        mirrored += ' direction="rtl"'
      } else {
        // Figures and Latin names keep their own order ("-5%", "Nakhla Suite"); only the anchor turns.
        mirrored = mirrored.replace(/text-anchor="(start|end)"/, (_m, anchor: string) =>
          anchor === 'start' ? 'text-anchor="end"' : 'text-anchor="start"',
        )
      }
      return `<text${mirrored} transform="scale(-1 1)">${escape(shown)}</text>`
    })
  if (missing.size > 0) {
    throw new Error(`No Arabic for: ${JSON.stringify([...missing], null, 1)}`)
  }
  return `${svg.slice(0, open)}<g transform="translate(${width} 0) scale(-1 1)">${body}</g></svg>`
}
