import { spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

import { enquiryCommitted } from '@/cms/collections/enquiry-committed'
import { startCopies } from '@/cms/jobs/enquiry-delivery'
import { submitContact as submitEnquiry } from './contact-form'

const open = { allow: async () => true }

type Held = { released: Promise<void> }

/** PostgreSQL's counterpart: another connection holds the enquiry table against writers for `ms`. */
export async function holdTableLock(url: string, ms: number): Promise<Held> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('BEGIN')
  await client.query('LOCK TABLE contact_submissions IN EXCLUSIVE MODE')
  return {
    released: new Promise((resolve, reject) =>
      setTimeout(() => {
        client
          .query('COMMIT')
          .then(() => client.end())
          .then(resolve, reject)
      }, ms),
    ),
  }
}

/** Holds the database file's write lock from another process until the returned promise settles. */
export async function holdWriteLock(
  file: string,
  ms: number,
): Promise<{ released: Promise<void> }> {
  const child = spawn(
    process.execPath,
    [path.resolve('tests/support/lock-holder.mjs'), file, String(ms)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let out = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (out.includes('locked')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`lock holder exited early (${code})`)))
  })
  return {
    released: new Promise((resolve) => child.once('exit', () => resolve())),
  }
}

export type TrialResult = {
  posted: number
  toldSent: string[]
  toldError: string[]
  /** Event-loop stalls seen while the lock was held: the longest gap between 10 ms ticks. */
  longestStallMs: number
}

/**
 * The lock trial: while another writer holds the lock `hold` takes for `lockMs`,
 * `clients` visitors each post an enquiry every `everyMs`, through the same
 * pipeline as the contact form. Returns the subjects of the posts answered
 * "sent"; the caller checks each one is stored.
 */
export async function lockTrial(
  payload: Payload,
  hold: (ms: number) => Promise<Held>,
  {
    lockMs,
    everyMs = 250,
    clients = 2,
    tag,
  }: { lockMs: number; everyMs?: number; clients?: number; tag: string },
): Promise<TrialResult> {
  const result: TrialResult = { posted: 0, toldSent: [], toldError: [], longestStallMs: 0 }
  let last = Date.now()
  const ticker = setInterval(() => {
    const now = Date.now()
    result.longestStallMs = Math.max(result.longestStallMs, now - last - 10)
    last = now
  }, 10)
  const lock = await hold(lockMs)
  const end = Date.now() + lockMs + 1_000
  const posts: Promise<void>[] = []
  const client = async (c: number) => {
    for (let i = 0; Date.now() < end; i++) {
      const subject = `${tag}-c${c}-${i}`
      result.posted++
      posts.push(
        submitEnquiry(
          payload,
          {
            name: 'Lock Trial',
            mobile__country: 'KW',
            mobile: String(50000000 + c * 10000 + i),
            email: `trial${c}@example.com`,
            company: 'Trial Co',
            subject,
            message: 'Posted while another writer holds the database.',
            submission_token: `${tag}-${c}-${i}-${Math.random().toString(36).slice(2)}`,
          },
          {
            clientKey: `client-${c}`,
            limits: { address: open, site: open },
            startDelivery: startCopies,
            confirmStored: enquiryCommitted,
          },
        ).then((outcome) => {
          if (outcome.status === 'success') result.toldSent.push(subject)
          else result.toldError.push(subject)
        }),
      )
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)))
  await Promise.all(posts)
  await lock.released
  clearInterval(ticker)
  return result
}
