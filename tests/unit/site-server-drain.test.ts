import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { startSiteServer, type SiteServer } from '@/server/site-server'

/**
 * Shutting down (SIGTERM in scripts/serve.ts) must not cost a visitor an
 * answer: what a replica accepted is answered, new connections go elsewhere.
 */
let site: SiteServer | undefined
afterEach(async () => {
  await site?.drain(100)
  site = undefined
})

async function start(delayMs = 0) {
  process.env.LOG_REQUESTS ??= '0'
  site = await startSiteServer({
    port: 0,
    host: '127.0.0.1',
    pageCache: false,
    compress: false,
    handler: async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      response.end('answered')
    },
  })
  return (site.server.address() as AddressInfo).port
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Everything the server sends until it closes, or the error that ended it. */
function reply(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    socket.once('error', (error) => resolve(`error: ${error.message}`))
    socket.once('close', () => resolve(text))
  })
}

const GET = 'GET /x HTTP/1.1\r\nHost: localhost\r\n\r\n'

describe('draining the site server', () => {
  it('answers a request in flight, asks the client to close, then resolves with nothing unfinished', async () => {
    const port = await start(300)
    const socket = await open(port)
    const answer = reply(socket)
    socket.write(GET)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const drained = site!.drain(5_000)
    const text = await answer
    expect(text).toMatch(/^HTTP\/1\.1 200/)
    expect(text).toMatch(/connection: close/i)
    expect(text).toContain('answered')
    expect(await drained).toEqual({ unfinished: 0 })
  })

  it('answers a connection accepted just before shutdown whose request arrives just after', async () => {
    const port = await start()
    const socket = await open(port)
    const answer = reply(socket)
    // Let the server accept the connection before shutdown begins.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const drained = site!.drain(5_000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    socket.write(GET)
    const text = await answer
    expect(text).toMatch(/^HTTP\/1\.1 200/)
    expect(text).toContain('answered')
    expect(await drained).toEqual({ unfinished: 0 })
  })

  it('refuses new connections once shutdown has begun', async () => {
    const port = await start()
    const drained = site!.drain(5_000)
    await expect(open(port)).rejects.toThrow(/ECONNREFUSED/)
    await drained
  })

  it('gives up on a request that outlives the timeout and reports it unfinished', async () => {
    const port = await start(2_000)
    const socket = await open(port)
    const answer = reply(socket)
    socket.write(GET)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await site!.drain(200)).toEqual({ unfinished: 1 })
    expect(await answer).not.toMatch(/^HTTP/)
  })
})
