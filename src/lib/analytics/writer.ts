import type { Payload } from 'payload'

import { positiveIntegerFromEnv } from '../env'
import { siteMetrics } from '../metrics'
import { kuwaitDay } from './page-view'
import { closePastDays, writeCounts } from './store'
import { returnCounts, takeCounts } from './tally'

/**
 * Writes this process's tally of page views to the database every
 * VISIT_WRITE_INTERVAL_MS (15 s by default), so a crash loses at most that much counting, and once more
 * on shutdown (scripts/serve.ts). A failed write (the database busy or down)
 * puts the counts back for the next one: nothing is dropped while the
 * process lives. Every CLOSE_EVERY_MS it also closes past days and deletes
 * what is older than the retention (store.ts). Runs in the web server only.
 */
export const CLOSE_EVERY_MS = 10 * 60_000

type Writer = { stop: () => Promise<void>; writeNow: () => Promise<void> }
const WRITER = Symbol.for('site.visitWriter')
type Holder = Record<symbol, Writer | undefined>

export function startVisitWriter(payload: Payload): Writer {
  const holder = globalThis as unknown as Holder
  if (holder[WRITER]) return holder[WRITER]!
  let warned = false
  let lastClosed = 0
  let running: Promise<void> = Promise.resolve()

  const write = async () => {
    const counts = takeCounts()
    try {
      await writeCounts(payload, counts)
      if (counts.size > 0) siteMetrics().pageViewWrites.inc({ result: 'written' })
      warned = false
      if (Date.now() - lastClosed >= CLOSE_EVERY_MS) {
        lastClosed = Date.now()
        await closePastDays(payload, kuwaitDay())
      }
    } catch (error) {
      returnCounts(counts)
      siteMetrics().pageViewWrites.inc({ result: 'failed' })
      if (!warned)
        payload.logger.warn(
          { err: error },
          'visit counts could not be written; kept for the next try',
        )
      warned = true
    }
  }
  // One write at a time: a slow database never stacks them up.
  const writeNow = () => (running = running.then(write))
  const timer = setInterval(
    () => void writeNow(),
    positiveIntegerFromEnv('VISIT_WRITE_INTERVAL_MS', 15_000),
  )
  timer.unref()
  const writer: Writer = {
    writeNow,
    stop: async () => {
      clearInterval(timer)
      await writeNow()
      holder[WRITER] = undefined
    },
  }
  holder[WRITER] = writer
  return writer
}

/** Stops this process's writer, if one runs, after its last write (a server's shutdown). */
export async function stopVisitWriter(): Promise<void> {
  await (globalThis as unknown as Holder)[WRITER]?.stop()
}

/** Payload's onInit: one writer per web server process, none in builds, scripts or tests. */
export function startVisitWriterOnce(payload: Payload): void {
  if (!process.env.NEXT_RUNTIME || process.env.NEXT_PHASE === 'phase-production-build') return
  startVisitWriter(payload)
}
