import type { PayloadRequest } from 'payload'

type Work = () => Promise<void> | void
type Logger = { error: (o: object, m: string) => void }

type TransactionalDb = {
  sessions?: Record<string, unknown>
  commitTransaction: (id: string | number | Promise<string | number>) => Promise<void>
  rollbackTransaction: (id: string | number | Promise<string | number>) => Promise<void>
}

const WAITING = Symbol.for('site.afterCommit')
type WithWaiting = TransactionalDb & { [WAITING]?: Map<string, Work[]> }

const resolveId = async (id: unknown) => String(id instanceof Promise ? await id : id)

/**
 * Payload runs a collection's `afterChange` and `afterDelete` hooks before the
 * operation's transaction commits. Work that tells others to read the change
 * (the site's revalidation) must wait for the commit: asked earlier, a page
 * rendered at that moment reads the old rows and is kept as new. The
 * adapter's commit and rollback are wrapped once: the work queued under a
 * transaction runs after its commit, in the commit's async context (so still
 * inside the request that saved), and is dropped with a rollback.
 */
function waitingOn(db: WithWaiting, logger: Logger): Map<string, Work[]> {
  const existing = db[WAITING]
  if (existing) return existing
  const waiting = new Map<string, Work[]>()
  db[WAITING] = waiting
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = await resolveId(incoming)
    await commit(id)
    const work = waiting.get(id)
    waiting.delete(id)
    for (const run of work ?? []) {
      try {
        await run()
      } catch (error) {
        logger.error({ err: error }, 'work after a commit failed')
      }
    }
  }
  db.rollbackTransaction = async (incoming) => {
    const id = await resolveId(incoming)
    waiting.delete(id)
    await rollback(id)
  }
  return waiting
}

/** Runs `work` once the request's transaction has committed; at once when it has none open. */
export async function afterCommit(req: PayloadRequest, work: Work): Promise<void> {
  const db = req.payload.db as unknown as WithWaiting
  const id = req.transactionID === undefined ? undefined : await resolveId(req.transactionID)
  if (!id || !db.sessions?.[id]) return work()
  const waiting = waitingOn(db, req.payload.logger)
  waiting.set(id, [...(waiting.get(id) ?? []), work])
}
