import type { ViewDimension } from './fields'
import type { PageView } from './page-view'

/**
 * The counts of this process not yet written to the database: per Kuwait
 * day, dimension and key, plus the day's visitor hashes seen since the last
 * write. The server counts into it as views arrive (src/server/page-views.ts);
 * the CMS writes it out every few seconds and on shutdown (./flusher.ts).
 * Kept on globalThis: the production server and the code Next bundles are
 * separate module graphs in one process, and both must reach the same tally.
 */
export type Counts = Map<string, number>

/** `day`, dimension and key in one map key (none of them holds a tab). */
export const countKey = (day: string, dimension: ViewDimension | 'visitor', key: string) =>
  `${day}\t${dimension}\t${key}`
export const splitCountKey = (composite: string) => {
  const [day, dimension, ...rest] = composite.split('\t')
  return { day, dimension, key: rest.join('\t') }
}

/** Distinct keys one dimension may add in a day in this process; the rest are counted as OTHER. */
export const KEYS_PER_DIMENSION = 2000
/** Views one visitor may add in a day: past it, a script replaying views is not counted. */
export const VIEWS_PER_VISITOR = 500
/** Visitors one process tells apart in a day (memory); a flood of made-up ones past it is not counted. */
export const VISITORS_PER_DAY = 200_000
export const OTHER = '(other)'

type State = {
  counts: Counts
  /** Per day, the keys each dimension has, to hold it to KEYS_PER_DIMENSION. */
  keys: Map<string, Map<string, Set<string>>>
  /** Per day, each visitor hash's views in this process (the per-visitor cap). */
  visitors: Map<string, Map<string, number>>
}

const STATE = Symbol.for('site.pageViewTally')
function state(): State {
  const holder = globalThis as unknown as Record<symbol, State | undefined>
  return (holder[STATE] ??= { counts: new Map(), keys: new Map(), visitors: new Map() })
}

function add(current: State, day: string, dimension: ViewDimension | 'visitor', key: string) {
  // Visitors are held to VISITORS_PER_DAY by countView; any other dimension's keys to KEYS_PER_DIMENSION.
  if (dimension === 'visitor') return increment(current, countKey(day, dimension, key))
  let keys = current.keys.get(day)?.get(dimension)
  if (!keys) {
    if (!current.keys.has(day)) current.keys.set(day, new Map())
    keys = new Set()
    current.keys.get(day)!.set(dimension, keys)
  }
  let kept = key
  if (!keys.has(key)) {
    if (keys.size >= KEYS_PER_DIMENSION) kept = OTHER
    else keys.add(key)
  }
  increment(current, countKey(day, dimension, kept))
}

const increment = (current: State, composite: string) =>
  current.counts.set(composite, (current.counts.get(composite) ?? 0) + 1)

/** Counts one view of `visitor` on `day`; false when the visitor is past the day's cap. */
export function countView(view: PageView, day: string, visitor: string): boolean {
  const current = state()
  // A new day opens new books: nothing is counted under a past day again.
  for (const open of current.visitors.keys()) if (open < day) forgetDay(current, open)
  let seen = current.visitors.get(day)
  if (!seen) current.visitors.set(day, (seen = new Map()))
  const views = seen.get(visitor) ?? 0
  if (views >= VIEWS_PER_VISITOR || (views === 0 && seen.size >= VISITORS_PER_DAY)) return false
  seen.set(visitor, views + 1)
  add(current, day, 'views', '')
  add(current, day, 'page', view.path)
  add(current, day, 'language', view.language)
  if (view.device) add(current, day, 'device', view.device)
  if (views === 0) add(current, day, 'visitor', visitor)
  if (view.entry) {
    add(current, day, 'entry', view.path)
    if (view.entry.referrer) add(current, day, 'referrer', view.entry.referrer)
    if (view.entry.source) add(current, day, 'source', view.entry.source)
    if (view.entry.medium) add(current, day, 'medium', view.entry.medium)
    if (view.entry.campaign) add(current, day, 'campaign', view.entry.campaign)
  }
  return true
}

function forgetDay(current: State, day: string) {
  current.visitors.delete(day)
  current.keys.delete(day)
}

/** The counts not yet written, handed over and cleared. */
export function takeCounts(): Counts {
  const current = state()
  const taken = current.counts
  current.counts = new Map()
  return taken
}

/** Counts whose write failed go back, added to whatever arrived meanwhile. */
export function returnCounts(counts: Counts): void {
  const current = state()
  for (const [composite, count] of counts)
    current.counts.set(composite, (current.counts.get(composite) ?? 0) + count)
}

/** How many counts wait to be written (metrics, tests). */
export const pendingCounts = () => state().counts.size
