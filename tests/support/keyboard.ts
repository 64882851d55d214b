import type { Page } from '@playwright/test'

/**
 * Keyboard walk of one page: presses Tab from the top of the document until
 * focus leaves the page or comes back to where it started, and reports
 *  - every visible interactive control (link, button, input, select,
 *    textarea, summary, [tabindex] ≥ 0) that focus never reached;
 *  - every focused element without a visible focus indicator: its outline or
 *    box-shadow must change from its unfocused state to something visible;
 *  - every element that takes focus while invisible.
 * Radio buttons count per group (Tab enters a group once).
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ')

type Snapshot = { id: string; describe: string; group: string }
type Focused = {
  id: string | null
  describe: string
  visible: boolean
  indicator: boolean
  style: string
  /** A video or audio player: focus is on its built-in controls. */
  media?: boolean
}

/**
 * How many Tab presses a player's built-in controls may take without the page
 * hearing them: Chromium's controls (play, timeline, mute, full screen, more)
 * live in the element's own closed shadow tree and keep the key events of
 * the presses that move between them (tried on a bare page: four of twelve
 * presses went unheard over two passes through one player).
 */
const MEDIA_CONTROL_STOPS = 8

export async function keyboardProblems(
  page: Page,
  minTabs = 150,
  maxTabs = 400,
): Promise<string[]> {
  const expected: Snapshot[] = await page.evaluate((selector) => {
    const w = window as unknown as { __kb: Record<string, { outline: string; shadow: string }> }
    w.__kb = {}
    const describe = (el: Element) => {
      const h = el as HTMLElement
      const id = h.id ? `#${h.id}` : ''
      const cls =
        typeof h.className === 'string' && h.className.trim()
          ? '.' + h.className.trim().split(/\s+/).slice(0, 3).join('.')
          : ''
      const href = el.getAttribute('href')
      const label = (
        el.getAttribute('aria-label') ||
        (h.innerText || '').trim() ||
        el.getAttribute('name') ||
        el.getAttribute('title') ||
        ''
      )
        .replace(/\s+/g, ' ')
        .slice(0, 40)
      return `<${el.localName}${id}${cls}${href ? ` href="${href}"` : ''}>${label ? ` "${label}"` : ''}`
    }
    ;(window as unknown as { __kbDescribe: typeof describe }).__kbDescribe = describe
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect()
      return (
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        rect.width > 1 &&
        rect.height > 1
      )
    }
    ;(window as unknown as { __kbVisible: typeof visible }).__kbVisible = visible
    ;(document.activeElement as HTMLElement | null)?.blur?.()
    const all = [...document.querySelectorAll(selector)] as HTMLElement[]
    const out: { id: string; describe: string; group: string }[] = []
    all.forEach((el, index) => {
      const id = String(index)
      el.setAttribute('data-kb-id', id)
      const style = getComputedStyle(el)
      w.__kb[id] = {
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        shadow: style.boxShadow,
      }
      const disabled = (el as HTMLButtonElement).disabled === true
      if (el.tabIndex < 0 || disabled || el.closest('[inert]') || !visible(el)) return
      if (el.localName === 'summary' && el.parentElement?.firstElementChild !== el) return
      const radio = el instanceof HTMLInputElement && el.type === 'radio' && el.name
      out.push({
        id,
        describe: describe(el),
        group: radio ? `radio:${el.form?.id ?? ''}:${el.name}` : id,
      })
    })
    return out
  }, FOCUSABLE)

  const limit = Math.min(maxTabs, Math.max(minTabs, expected.length + 20))
  // First as many presses as the page has controls and 20 more, which brings focus round on
  // most pages; only a walk that has not come round presses on, up to the limit. (Pressing the
  // whole limit at once took 0.55 s of a page's walk where this takes 0.33 s: the presses after
  // focus came round were walked and thrown away.)
  const firstPresses = Math.min(limit, expected.length + 20)
  const landings = await tabThrough(page, firstPresses)
  if (roundEnd(landings) < 0 && firstPresses < limit)
    landings.push(...(await tabThrough(page, limit - firstPresses)))

  const end = roundEnd(landings)
  const wrapped = end >= 0
  const problems: string[] = []
  const reached = new Set<string>()
  const reported = new Set<string>()
  for (const focused of wrapped ? landings.slice(0, end) : landings) {
    if (focused.id === null) continue
    reached.add(focused.id)
    if (reported.has(focused.id)) continue
    if (!focused.visible) {
      reported.add(focused.id)
      problems.push(`focus lands on an invisible element: ${focused.describe}`)
    } else if (!focused.indicator) {
      reported.add(focused.id)
      problems.push(`no visible focus indicator on ${focused.describe} (${focused.style})`)
    }
  }

  const reachedGroups = new Set(
    expected.filter((item) => reached.has(item.id)).map((item) => item.group),
  )
  const missed = expected.filter((item) => !reachedGroups.has(item.group))
  const seen = new Set<string>()
  for (const item of missed) {
    if (seen.has(item.group)) continue
    seen.add(item.group)
    problems.push(`never reached by Tab: ${item.describe}`)
  }
  if (!wrapped && missed.length > 0) {
    problems.push(`focus did not cycle through the page within ${limit} Tab presses (a trap?)`)
  }
  return problems
}

/**
 * Where the walk came round: the index of the first landing after focus left
 * the page (on the body, or in the browser's own UI) or came back to where it
 * began; -1 when it has not.
 */
function roundEnd(landings: Focused[]): number {
  let first: string | null = null
  for (const [index, focused] of landings.entries()) {
    if (focused.id === null) {
      if (first !== null) return index
    } else if (first === null) first = focused.id
    else if (focused.id === first) return index
  }
  return -1
}

/**
 * Presses Tab `count` times and returns where focus was after each press.
 * A keyup listener records each landing in the page as it happens, and the
 * presses go to Chromium at once over one DevTools session instead of one
 * press and one read per round trip: the walk of a page with 150 controls
 * took 5-11 s that way, most of the accessibility sweep's time.
 */
async function tabThrough(page: Page, count: number): Promise<Focused[]> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __kb: Record<string, { outline: string; shadow: string }>
      __kbDescribe: (el: Element) => string
      __kbVisible: (el: Element) => boolean
      __kbLandings: unknown[]
      __kbSeen?: unknown
      __kbListener?: (event: KeyboardEvent) => void
    }
    window.scrollTo(0, 0)
    w.__kbLandings = []
    delete w.__kbSeen
    const alpha = (color: string) => {
      const match = /rgba?\(([^)]+)\)/.exec(color)
      if (!match) return color === 'transparent' ? 0 : 1
      const parts = match[1].split(/[\s,/]+/).filter(Boolean)
      return parts.length > 3 ? Number.parseFloat(parts[3]) : 1
    }
    const landing = () => {
      let el = document.activeElement
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
      if (!el || el === document.body || el === document.documentElement) {
        return { id: null, describe: '', visible: true, indicator: true, style: '' }
      }
      const media = el instanceof HTMLMediaElement
      const style = getComputedStyle(el)
      const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
      const outlineVisible =
        style.outlineStyle !== 'none' &&
        (style.outlineStyle === 'auto' || Number.parseFloat(style.outlineWidth) > 0) &&
        alpha(style.outlineColor) > 0
      const shadowVisible =
        style.boxShadow !== 'none' &&
        style.boxShadow.split(/,(?![^(]*\))/).some((layer) => {
          const color = /rgba?\([^)]*\)/.exec(layer)?.[0] ?? 'rgb(0, 0, 0)'
          const lengths = (layer.replace(/rgba?\([^)]*\)/, '').match(/-?\d*\.?\d+px/g) ?? []).map(
            Number.parseFloat,
          )
          return alpha(color) > 0 && lengths.some((value) => value !== 0)
        })
      const id = el.getAttribute('data-kb-id')
      const before = id ? w.__kb[id] : undefined
      const indicator =
        (outlineVisible && (!before || before.outline !== outline)) ||
        (shadowVisible && (!before || before.shadow !== style.boxShadow))
      return {
        id: id ?? `new:${w.__kbDescribe(el)}`,
        describe: w.__kbDescribe(el),
        visible: w.__kbVisible(el),
        indicator,
        style: `outline: ${outline}; box-shadow: ${style.boxShadow}`,
        media,
      }
    }
    // Capture on window: the page's own handlers cannot stop it from being recorded.
    w.__kbListener = (event: KeyboardEvent) => {
      if (event.key === 'Tab') w.__kbLandings.push(landing())
    }
    window.addEventListener('keyup', w.__kbListener, true)
  })

  const session = await page.context().newCDPSession(page)
  try {
    const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 }
    await Promise.all(
      Array.from({ length: count }, () => [
        session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }),
        session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
      ]).flat(),
    )
  } finally {
    await session.detach()
  }
  // Every keyup reached the page unless focus went into a frame of its own or
  // a player's controls kept it: wait until all are heard, or none more for a
  // while. (Waiting for all alone took its whole 5 s on every page with a
  // player: four of the sweep's visits, 18 s of each run.)
  await page
    .waitForFunction(
      ({ expected, quietMs }) => {
        const w = window as unknown as {
          __kbLandings: unknown[]
          __kbSeen?: { length: number; at: number }
        }
        const length = w.__kbLandings.length
        if (length >= expected) return true
        const now = performance.now()
        if (w.__kbSeen?.length !== length) w.__kbSeen = { length, at: now }
        return now - w.__kbSeen.at >= quietMs
      },
      { expected: count, quietMs: 300 },
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined)
  const landings = await page.evaluate(() => {
    const w = window as unknown as {
      __kbLandings: unknown[]
      __kbListener?: (event: KeyboardEvent) => void
    }
    if (w.__kbListener) window.removeEventListener('keyup', w.__kbListener, true)
    return w.__kbLandings
  })
  // Presses inside a player's built-in controls are not heard; any other
  // shortfall means focus went where the page cannot follow it.
  const players = (landings as Focused[]).filter((landing) => landing.media).length
  if (count - landings.length > players * MEDIA_CONTROL_STOPS)
    throw new Error(
      `keyboard walk: only ${landings.length} of ${count} Tab presses reached the page's document (focus went into a frame?)`,
    )
  return landings as Focused[]
}
