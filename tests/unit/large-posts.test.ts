import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PassThrough } from 'node:stream'

import { describe, expect, it, vi } from 'vitest'

import {
  FORM_BODY_LIMIT_BYTES,
  guardRequest,
  LARGE_POST_BYTES,
  LARGE_POST_SLOTS,
  refusalFromHeaders,
} from '@/server/request-guard'

/** A form post whose body is still on its way (nothing of it arrives in the test). */
function post(length: number) {
  const request = Object.assign(new PassThrough(), {
    method: 'POST',
    url: '/ar/careers',
    headers: {
      host: 'site.example',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(length),
    },
  }) as unknown as IncomingMessage
  const headers: Record<string, unknown> = {}
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    body: '',
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
    end(body?: string) {
      this.body = body ?? ''
    },
    destroy() {},
  })
  return { request, response: response as unknown as ServerResponse & { body: string }, headers }
}

describe('posts that carry files', () => {
  it('may be as large as a form’s files allow, and no larger', () => {
    expect(FORM_BODY_LIMIT_BYTES).toBe(21 * 1024 * 1024)
    const { request } = post(FORM_BODY_LIMIT_BYTES)
    expect(refusalFromHeaders(request)).toBeNull()
    expect(refusalFromHeaders(post(25 * 1024 * 1024).request)).toMatchObject({ status: 413 })
  })

  it('are taken a few at a time: the next is asked, in its language, to send again shortly', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const resume = vi.fn()
    const held = Array.from({ length: LARGE_POST_SLOTS }, () => post(5 * 1024 * 1024))
    for (const { request, response } of held)
      expect(guardRequest(request, response, resume)).toBe(true)
    expect(held.every(({ response }) => response.statusCode === 200)).toBe(true)

    const refused = post(5 * 1024 * 1024)
    expect(guardRequest(refused.request, refused.response, resume)).toBe(true)
    expect(refused.response.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('10')
    expect(refused.response.body).toContain('ملفات كثيرة')

    // A small post (no files) is never held back by large ones.
    const small = post(LARGE_POST_BYTES - 1)
    guardRequest(small.request, small.response, resume)
    expect(small.response.statusCode).toBe(200)

    // A finished post frees its place.
    held[0]!.response.emit('close')
    const next = post(5 * 1024 * 1024)
    guardRequest(next.request, next.response, resume)
    expect(next.response.statusCode).toBe(200)
    for (const { response } of [...held.slice(1), next]) response.emit('close')
    expect(resume).not.toHaveBeenCalled()
  })
})
