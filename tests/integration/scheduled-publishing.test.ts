import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REVALIDATE_HEADER, revalidateToken } from '@/cms/hooks/revalidate'
import {
  releaseStaleCopies,
  startDeliveryRunner,
  type DeliveryRunner,
} from '@/cms/jobs/delivery-runner'
import { PUBLISHING_QUEUE, REVALIDATE_TASK } from '@/cms/jobs/publishing'
import { startTestPayload } from '../support/payload'
import { startSiteServerWith } from '../support/site-server'

/**
 * Publishing at a set time: Payload's scheduled publish and unpublish jobs and
 * a post dated later run through the site's own job runner, which then asks the
 * web server (the production server module, Next replaced by a stand-in that
 * records each call) to revalidate the public pages.
 */
let payload: Payload
let stop: () => Promise<void>
let runner: DeliveryRunner
let stopServer: () => Promise<void>
let staff: Record<string, unknown> & { id: number; collection: 'users' }
const revalidations: Array<{
  path: string
  token: string | undefined
  at: number
  /** What a visitor's read found as the site was asked to revalidate. */
  seen: Promise<Array<string | null | undefined>>
}> = []

beforeAll(async () => {
  const site = await startSiteServerWith((res, req) => {
    revalidations.push({
      path: req.url ?? '',
      token: req.headers[REVALIDATE_HEADER] as string | undefined,
      at: Date.now(),
      seen: visibleTitles(),
    })
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
  })
  stopServer = site.stop
  process.env.INTERNAL_SERVER_URL = site.origin
  ;({ payload, stop } = await startTestPayload())
  const user = await payload.create({
    collection: 'users',
    data: { email: 'scheduler@example.com', password: 'a long staff passphrase 2026' },
    overrideAccess: true,
  })
  staff = { ...user, collection: 'users' } as typeof staff
  runner = startDeliveryRunner(payload, 150)
})
afterAll(async () => {
  await runner?.stop()
  await stop?.()
  await stopServer?.()
  delete process.env.INTERNAL_SERVER_URL
})

/** Polls until the condition holds (the runner ticks every 150 ms here). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition not met in time')
}

const visibleTitles = async () =>
  (await payload.find({ collection: 'blog-posts', overrideAccess: false, limit: 100 })).docs.map(
    (doc) => doc.title,
  )

const staffCall = () => ({ user: staff, overrideAccess: false as const })

async function schedule(type: 'publish' | 'unpublish', id: number, inMs: number) {
  await payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: new Date(Date.now() + inMs),
    input: {
      type,
      // Payload's admin stores the id as text (see its schedule handler).
      doc: { relationTo: 'blog-posts' as const, value: String(id) as unknown as number },
      user: { relationTo: 'users', value: staff.id },
    },
  })
}

describe('scheduled publishing through the site’s runner', () => {
  it('publishes a draft at its time, revalidates the site, then a scheduled unpublish hides it', async () => {
    const draft = await payload.create({
      collection: 'blog-posts',
      data: { title: 'Scheduled post', slug: 'scheduled-post' },
      draft: true,
      ...staffCall(),
    })
    const before = revalidations.length
    await schedule('publish', draft.id, 1_200)
    expect(await visibleTitles()).not.toContain('Scheduled post')
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await visibleTitles()).not.toContain('Scheduled post')

    await eventually(async () => (await visibleTitles()).includes('Scheduled post'))
    await eventually(async () => revalidations.length > before)
    const call = revalidations[revalidations.length - 1]
    expect(call.path).toBe('/api/site-revalidate')
    expect(call.token).toBe(revalidateToken())
    // Asked once the publish was stored: a page rendered at that moment shows the post
    // (asked before the commit, a visitor's render then kept the old page as new).
    expect(await call.seen).toContain('Scheduled post')

    const row = await payload.findByID({ collection: 'blog-posts', id: draft.id, depth: 0 })
    expect(row.status).toBe('published')
    // The publish ran as the staff member who scheduled it.
    expect(row.updated_by).toBe(staff.id)

    const beforeUnpublish = revalidations.length
    await schedule('unpublish', draft.id, 300)
    await eventually(async () => !(await visibleTitles()).includes('Scheduled post'))
    await eventually(async () => revalidations.length > beforeUnpublish)
    expect(await revalidations[revalidations.length - 1].seen).not.toContain('Scheduled post')
  })

  it('a post dated later stays hidden until then, and the site is revalidated at that moment', async () => {
    const at = new Date(Date.now() + 2_500)
    const post = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Dated later',
        slug: 'dated-later',
        published_at: at.toISOString(),
        _status: 'published',
      },
      ...staffCall(),
      context: { disableRevalidate: true },
    })
    expect(await visibleTitles()).not.toContain('Dated later')
    const rest = await restGet(`/blog-posts/${post.id}`)
    expect(rest).toBe(404)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: REVALIDATE_TASK } },
      overrideAccess: true,
    })
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0].waitUntil as string).getTime()).toBe(at.getTime())

    // Hidden until the moment, then the site is refreshed at (not before) it.
    await eventually(async () => revalidations.some((call) => call.at >= at.getTime()))
    expect(await visibleTitles()).toContain('Dated later')
    expect(await restGet(`/blog-posts/${post.id}`)).toBe(200)
  })

  it('changing the date again replaces the pending refresh instead of adding one', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      data: {
        title: 'Moved',
        slug: 'moved',
        published_at: new Date(Date.now() + 3_600_000).toISOString(),
        _status: 'published',
      },
      ...staffCall(),
      context: { disableRevalidate: true },
    })
    const later = new Date(Date.now() + 7_200_000)
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      data: { published_at: later.toISOString(), _status: 'published' },
      ...staffCall(),
      context: { disableRevalidate: true },
    })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: REVALIDATE_TASK } },
          { 'input.id': { equals: String(post.id) } },
        ],
      },
      overrideAccess: true,
    })
    expect(docs.map((job) => new Date(job.waitUntil as string).getTime())).toEqual([
      later.getTime(),
    ])
  })

  it('a publishing job whose runner died is released after the lease, like an enquiry copy', async () => {
    const job = await payload.jobs.queue({
      task: REVALIDATE_TASK,
      queue: PUBLISHING_QUEUE,
      input: { collection: 'blog-posts', id: '0' },
      waitUntil: new Date(Date.now() + 3_600_000),
    })
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
      overrideAccess: true,
    })
    const released = await releaseStaleCopies(payload, Date.now() + 10 * 60_000)
    expect(released).toBeGreaterThanOrEqual(1)
    const after = await payload.findByID({
      collection: 'payload-jobs',
      id: job.id,
      overrideAccess: true,
    })
    expect(after.processing).toBe(false)
  })

  it('draft saves and autosaves leave the site alone; publish, unpublish, restore and delete refresh it', async () => {
    const count = async (action: () => Promise<unknown>) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      const before = revalidations.length
      await action()
      await new Promise((resolve) => setTimeout(resolve, 400))
      return revalidations.length - before
    }
    let id = 0
    expect(
      await count(async () => {
        id = (
          await payload.create({
            collection: 'testimonials',
            data: { quote: 'Draft only', author_name: 'R', display_order: 9 },
            draft: true,
            ...staffCall(),
          })
        ).id
      }),
    ).toBe(0)
    const update = (data: Record<string, unknown>, draft = false, autosave = false) =>
      count(() =>
        payload.update({ collection: 'testimonials', id, data, draft, autosave, ...staffCall() }),
      )
    expect(await update({ quote: 'Typing…' }, true, true)).toBe(0)
    expect(await update({ quote: 'Saved draft' }, true)).toBe(0)
    expect(await update({ _status: 'published' })).toBe(1)
    expect(await update({ quote: 'Draft over published' }, true)).toBe(0)
    expect(await update({ _status: 'draft' })).toBe(1)
    const { docs } = await payload.findVersions({
      collection: 'testimonials',
      where: { parent: { equals: id } },
      sort: 'updatedAt',
      overrideAccess: true,
    })
    expect(
      await count(() =>
        // Restoring as a draft is offered over REST (the admin's "Restore as draft").
        restAsStaff(`/testimonials/versions/${docs[0].id}?draft=true`, 'POST'),
      ),
    ).toBe(0)
    expect(
      await count(() =>
        payload.restoreVersion({ collection: 'testimonials', id: docs[0].id, ...staffCall() }),
      ),
    ).toBe(1)
    expect(
      await count(() => payload.delete({ collection: 'testimonials', id, ...staffCall() })),
    ).toBe(1)
  })

  it('the revalidation relay refuses callers without the site’s secret', async () => {
    const config = (await import('@/cms/payload.config')).default
    for (const token of [undefined, 'nope', revalidateToken('another-secret')]) {
      const response = await handleEndpoints({
        config,
        request: new Request('http://localhost:3000/api/site-revalidate', {
          method: 'POST',
          headers: token ? { [REVALIDATE_HEADER]: token } : {},
        }),
      })
      expect(response.status).toBe(403)
    }
  })

  it('the relay refuses a body that is not a list of cache tags, and names what it expects', async () => {
    const config = (await import('@/cms/payload.config')).default
    const post = (body: string) =>
      handleEndpoints({
        config,
        request: new Request('http://localhost:3000/api/site-revalidate', {
          method: 'POST',
          headers: { [REVALIDATE_HEADER]: revalidateToken(), 'content-type': 'application/json' },
          body,
        }),
      })
    for (const body of [
      '{"tags":',
      '{"tags":"collection:services"}',
      '{"tags":[1,2]}',
      '{"tags":[""]}',
      JSON.stringify({ tags: Array.from({ length: 51 }, (_, i) => `tag-${i}`) }),
      JSON.stringify({ tags: ['x'.repeat(257)] }),
    ]) {
      const response = await post(body)
      expect(response.status, body.slice(0, 40)).toBe(400)
      expect((await response.json()).error).toMatch(/tags/)
    }
    // Well-formed asks reach revalidation (which needs a request Next is serving: none here).
    for (const body of ['', '{"tags":null}', '{"tags":["collection:services"]}'])
      expect((await post(body)).status, body).not.toBe(400)
  })
})

async function restAsStaff(path: string, method: string): Promise<void> {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'scheduler@example.com', password: 'a long staff passphrase 2026' },
  })
  const config = (await import('@/cms/payload.config')).default
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers: { authorization: `JWT ${token}` },
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

async function restGet(path: string): Promise<number> {
  const config = (await import('@/cms/payload.config')).default
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`),
  })
  return response.status
}
