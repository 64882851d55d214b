import { randomBytes } from 'node:crypto'

import { multipartBody } from '../support/raw-http'

export const BOUNDARY = '----cluster-test-boundary'

/** A fresh documentation-range address per enquiry, so the per-address limit never refuses one. */
let addressCounter = 0
export const nextAddress = () => {
  const n = ++addressCounter
  return `198.18.${(n >> 8) & 255}.${n & 255}`
}

export type EnquiryOutcome = 'accepted' | 'refused' | 'failed'

/**
 * Posts one enquiry the way the form does without JavaScript (multipart to
 * /contact with the form's hidden action fields). A stored enquiry is
 * answered 303 (post/redirect/get); a refused one (rate limit) with the page
 * again; anything else is a failure. `via` is the address the trusted proxy
 * chain reports (X-Forwarded-For, read with TRUST_PROXY_HOPS=2).
 */
export async function postEnquiry(
  origin: string,
  hidden: [string, string][],
  subject: string,
  via: string,
): Promise<{ outcome: EnquiryOutcome; status: number; detail?: string }> {
  const body = multipartBody(
    [
      ...hidden,
      ['name', 'Cluster Tester'],
      ['mobile__country', 'KW'],
      ['mobile', '50001234'],
      ['email', 'cluster@example.com'],
      ['company', 'Cluster Test Co'],
      ['employees', '11-50'],
      ['subject', subject],
      ['message', 'Posted by the cluster test.'],
      ['website', ''],
      ['submission_token', `cluster-${subject}-${randomBytes(6).toString('hex')}`],
    ],
    BOUNDARY,
  )
  try {
    const answer = await fetch(`${origin}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        accept: 'text/html',
        'x-forwarded-for': via,
      },
      body,
      signal: AbortSignal.timeout(30_000),
    })
    await answer.arrayBuffer()
    if (answer.status === 303) return { outcome: 'accepted', status: 303 }
    if (answer.status === 200) return { outcome: 'refused', status: 200 }
    return { outcome: 'failed', status: answer.status }
  } catch (error) {
    return { outcome: 'failed', status: 0, detail: String(error) }
  }
}

export type LoadStats = {
  pages: { ok: number; failed: number; failures: string[] }
  enquiries: { accepted: string[]; failed: string[]; refused: string[] }
}

/**
 * Visitors through nginx while replicas stop and start: `pageWorkers` loops
 * reading public pages (each a new visitor: no cookie) and one loop posting
 * an enquiry every `enquiryEveryMs`.
 */
export function startLoad(
  origin: string,
  hidden: [string, string][],
  options: { label: string; pageWorkers: number; enquiryEveryMs: number; paths: string[] },
) {
  const stats: LoadStats = {
    pages: { ok: 0, failed: 0, failures: [] },
    enquiries: { accepted: [], failed: [], refused: [] },
  }
  let running = true
  const pageLoop = async (worker: number) => {
    let i = worker
    while (running) {
      const path = options.paths[i++ % options.paths.length]
      try {
        const answer = await fetch(`${origin}${path}`, {
          redirect: 'manual',
          headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
          signal: AbortSignal.timeout(30_000),
        })
        await answer.arrayBuffer()
        if (answer.status < 400) stats.pages.ok++
        else {
          stats.pages.failed++
          stats.pages.failures.push(`${path} ${answer.status}`)
        }
      } catch (error) {
        stats.pages.failed++
        stats.pages.failures.push(`${path} ${String(error)}`)
      }
    }
  }
  const enquiryLoop = async () => {
    let n = 0
    while (running) {
      const subject = `${options.label}-${++n}`
      const started = Date.now()
      const { outcome, status, detail } = await postEnquiry(origin, hidden, subject, nextAddress())
      if (outcome === 'accepted') stats.enquiries.accepted.push(subject)
      else if (outcome === 'refused') stats.enquiries.refused.push(subject)
      else stats.enquiries.failed.push(`${subject} ${status} ${detail ?? ''}`)
      const wait = options.enquiryEveryMs - (Date.now() - started)
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
  const loops = [
    ...Array.from({ length: options.pageWorkers }, (_, worker) => pageLoop(worker)),
    enquiryLoop(),
  ]
  return {
    stats,
    stop: async () => {
      running = false
      await Promise.all(loops)
      return stats
    },
  }
}
