import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { afterCommit } from '@/cms/after-commit'

/** A stand-in for a Drizzle adapter: sessions by id, commit and rollback recorded in order. */
function fakeRequest(transactionID?: string | Promise<string>) {
  const events: string[] = []
  const sessions: Record<string, object> = {}
  const db = {
    sessions,
    commitTransaction: async (id: string) => {
      events.push(`commit ${id}`)
      delete sessions[id]
    },
    rollbackTransaction: async (id: string) => {
      events.push(`rollback ${id}`)
      delete sessions[id]
    },
  }
  const logger = { error: vi.fn() }
  const req = { payload: { db, logger }, transactionID } as unknown as PayloadRequest
  return { req, db, events, sessions, logger }
}

describe('work after a commit', () => {
  it('waits for the commit of the transaction it was queued under, in order', async () => {
    const { req, db, events, sessions } = fakeRequest('t1')
    sessions.t1 = {}
    await afterCommit(req, () => void events.push('first'))
    await afterCommit(req, async () => void events.push('second'))
    expect(events).toEqual([])
    await db.commitTransaction('t1')
    expect(events).toEqual(['commit t1', 'first', 'second'])
    // Run once: a later commit under a reused id finds nothing queued.
    sessions.t1 = {}
    await db.commitTransaction('t1')
    expect(events).toEqual(['commit t1', 'first', 'second', 'commit t1'])
  })

  it('runs at once when the request has no transaction, or its transaction is gone', async () => {
    const none = fakeRequest()
    await afterCommit(none.req, () => void none.events.push('ran'))
    expect(none.events).toEqual(['ran'])
    const ended = fakeRequest(Promise.resolve('t2'))
    await afterCommit(ended.req, () => void ended.events.push('ran'))
    expect(ended.events).toEqual(['ran'])
  })

  it('drops the work with a rollback: the change it would announce never happened', async () => {
    const { req, db, events, sessions } = fakeRequest(Promise.resolve('t3'))
    sessions.t3 = {}
    await afterCommit(req, () => void events.push('ran'))
    await db.rollbackTransaction('t3')
    sessions.t3 = {}
    await db.commitTransaction('t3')
    expect(events).toEqual(['rollback t3', 'commit t3'])
  })

  it('a failing piece of work is logged; the commit and the work after it still happen', async () => {
    const { req, db, events, sessions, logger } = fakeRequest('t4')
    sessions.t4 = {}
    await afterCommit(req, () => {
      throw new Error('relay down')
    })
    await afterCommit(req, () => void events.push('after'))
    await expect(db.commitTransaction('t4')).resolves.toBeUndefined()
    expect(events).toEqual(['commit t4', 'after'])
    expect(logger.error).toHaveBeenCalledTimes(1)
  })
})
