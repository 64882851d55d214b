import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  INTERNAL_REQUEST_HEADER,
  isInternalRequestToken,
  SITE_START_PATH,
} from '@/lib/internal-request'
import { serverLog } from '@/server/log'
import { readiness } from '@/server/readiness'
import { actionFormFields, WARM_PAGES, warmStart } from '@/server/warm-start'

/**
 * The production server asks itself to start Payload and the job runner
 * (tests/integration/runner-at-start.test.ts shows a copy sent that way).
 * Here: what it sends, and a database that is not there yet at start.
 */
const secret = process.env.PAYLOAD_SECRET
afterEach(() => {
  process.env.PAYLOAD_SECRET = secret
  vi.restoreAllMocks()
})

const answer = (status: number) =>
  new Response(status === 200 ? '{"started":true}' : '', { status })
const startCalls = (send: { mock: { calls: unknown[][] } }) =>
  send.mock.calls.filter(([url]) => String(url).endsWith(SITE_START_PATH))

describe('the server starting Payload as it starts', () => {
  it('asks its own address, with the token only the site can compute', async () => {
    process.env.PAYLOAD_SECRET = 'warm-start-secret'
    const send = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer(200))
    warmStart('http://127.0.0.1:4321', { fetch: send as typeof fetch })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    const [url, init] = send.mock.calls[0]
    expect(url).toBe(`http://127.0.0.1:4321${SITE_START_PATH}`)
    expect(init?.method).toBe('POST')
    const token = (init?.headers as Record<string, string>)[INTERNAL_REQUEST_HEADER]
    expect(isInternalRequestToken(token, 'warm-start-secret')).toBe(true)
    expect(isInternalRequestToken(token, 'another-secret')).toBe(false)
  })

  it('asks again while the answer is an error or none, then stops asking', async () => {
    const errors = vi.spyOn(serverLog, 'error').mockImplementation(() => undefined as never)
    vi.spyOn(serverLog, 'info').mockImplementation(() => undefined as never)
    const send = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
      .mockResolvedValueOnce(answer(500))
      .mockResolvedValue(answer(200))
    warmStart('http://127.0.0.1:1', { fetch: send, retryMs: 10 })
    await vi.waitFor(() => expect(startCalls(send)).toHaveLength(3), { timeout: 2000 })
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(startCalls(send)).toHaveLength(3)
    expect(errors).toHaveBeenCalledTimes(2)
    expect(errors.mock.calls[1][0]).toMatchObject({ tries: 2, problem: 'answered 500' })
  })

  it('stops asking when the server stops', async () => {
    vi.spyOn(serverLog, 'error').mockImplementation(() => undefined as never)
    const send = vi.fn<typeof fetch>().mockResolvedValue(answer(503))
    const warming = warmStart('http://127.0.0.1:1', { fetch: send, retryMs: 10 })
    await vi.waitFor(() => expect(send.mock.calls.length).toBeGreaterThanOrEqual(2), {
      timeout: 2000,
    })
    warming.stop()
    const asked = send.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(send).toHaveBeenCalledTimes(asked)
  })
})

/** The contact form as the server renders it for browsers without JavaScript (the action's hidden fields first). */
const CONTACT_PAGE = `<html><body>
<form role="search" action="/search"><input type="search" name="q"/></form>
<form action="" encType="multipart/form-data" method="POST">
<input type="hidden" name="$ACTION_REF_1"/>
<input type="hidden" name="$ACTION_1:0" value="{&quot;id&quot;:&quot;7f3a&quot;,&quot;bound&quot;:&quot;$@1&quot;}"/>
<input type="hidden" name="$ACTION_1:1" value="[{&quot;formId&quot;:1,&quot;pagePath&quot;:&quot;/contact&quot;}]"/>
<input type="hidden" name="$ACTION_KEY" value="k0"/>
<input name="name" required=""/><input type="hidden" value="t-1" name="submission_token"/>
<textarea name="message"></textarea></form></body></html>`

describe('the server warming its busiest pages once Payload started', () => {
  it('loads each page as a browser does, posts the contact form empty once, then reports itself warm', async () => {
    const calls: string[] = []
    let posted: { body: FormData; headers: Record<string, string> } | undefined
    let release!: () => void
    const answered = new Promise<void>((resolve) => (release = resolve))
    const send = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(url)).pathname
      calls.push(`${init?.method ?? 'GET'} ${path}`)
      if (path === SITE_START_PATH) return answer(200)
      expect((init?.headers as Record<string, string>).accept).toMatch(/^text\/html/)
      if (init?.method === 'POST') {
        posted = { body: init.body as FormData, headers: init.headers as Record<string, string> }
        await answered
      }
      return new Response(path === '/contact' ? CONTACT_PAGE : '<html></html>', { status: 200 })
    })
    const warming = warmStart('http://127.0.0.1:4321', { fetch: send as typeof fetch })
    await vi.waitFor(() => expect(posted).toBeDefined())
    expect(warming.warm()).toBe(false)
    release()
    await vi.waitFor(() => expect(warming.warm()).toBe(true))
    expect(calls).toEqual([
      `POST ${SITE_START_PATH}`,
      ...WARM_PAGES.map((page) => `GET ${page}`),
      'GET /contact',
      'POST /contact',
    ])
    expect([...posted!.body.entries()]).toEqual([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"7f3a","bound":"$@1"}'],
      ['$ACTION_1:1', '[{"formId":1,"pagePath":"/contact"}]'],
      ['$ACTION_KEY', 'k0'],
      ['submission_token', 't-1'],
    ])
    expect(isInternalRequestToken(posted!.headers[INTERNAL_REQUEST_HEADER])).toBe(true)
  })

  it('reads only the hidden fields of the form that posts to an action', () => {
    expect(actionFormFields(CONTACT_PAGE).map(([name]) => name)).toEqual([
      '$ACTION_REF_1',
      '$ACTION_1:0',
      '$ACTION_1:1',
      '$ACTION_KEY',
      'submission_token',
    ])
    expect(
      actionFormFields('<form action="/search"><input type="hidden" name="q"/></form>'),
    ).toEqual([])
  })

  it('a page or the form that fails to load leaves it to its first visitor: the server is still warm', async () => {
    const warnings = vi.spyOn(serverLog, 'warn').mockImplementation(() => undefined as never)
    const send = vi.fn(async (url: string | URL | Request) => {
      if (String(url).endsWith(SITE_START_PATH)) return answer(200)
      if (String(url).endsWith('/contact')) throw new Error('socket hang up')
      return new Response('', { status: 500 })
    })
    const warming = warmStart('http://127.0.0.1:4321', { fetch: send as typeof fetch })
    await vi.waitFor(() => expect(warming.warm()).toBe(true))
    // The start, the pages, and the contact page asked once more for its form.
    expect(send).toHaveBeenCalledTimes(1 + WARM_PAGES.length + 1)
    // /contact and /ar/contact, then the form.
    expect(warnings).toHaveBeenCalledTimes(3)
  })

  it('is not warm while Payload has not started', async () => {
    vi.spyOn(serverLog, 'error').mockImplementation(() => undefined as never)
    const send = vi.fn<typeof fetch>().mockResolvedValue(answer(503))
    const warming = warmStart('http://127.0.0.1:1', { fetch: send, retryMs: 10 })
    await vi.waitFor(() => expect(send.mock.calls.length).toBeGreaterThanOrEqual(2))
    expect(warming.warm()).toBe(false)
    expect(startCalls(send)).toHaveLength(send.mock.calls.length)
    warming.stop()
  })

  it('readiness is not ready until then, and names the start as the reason', async () => {
    const starting = await readiness(false, true)
    expect(starting.ready).toBe(false)
    expect(starting.checks.start).toBe('warming up')
    const started = await readiness(false, false)
    expect(started.checks.start).toBeUndefined()
  })
})
