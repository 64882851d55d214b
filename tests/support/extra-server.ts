import { spawn } from 'node:child_process'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { copyBuild, distDir } from '../../scripts/lib/next'

/**
 * A second production server on the e2e build and database, with settings of
 * its own (a tight rate limit, trusted proxies), for tests the shared server's
 * settings would hide. tsx runs as a loader so that stopping the process
 * really stops the server.
 */
export async function startExtraServer(port: number, env: Record<string, string>) {
  // A copy of the build of its own unless it is given one: a server clears its build's data
  // cache as it starts and writes pages and reads there as it runs, and on the suite's own
  // folder that ran into the suite's server (a start failed on a folder the other was writing;
  // a renamed page's old address was once served from a stale read).
  const ownCopy = env.NEXT_DIST_DIR
    ? undefined
    : `${path.relative(process.cwd(), distDir())}-extra-${port}`
  if (ownCopy) copyBuild(distDir(), ownCopy)
  const removeCopy = () => ownCopy && rmSync(ownCopy, { recursive: true, force: true })
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port)],
    {
      // Its own origin, so the admin's CSRF allow-list accepts its sign-ins.
      env: {
        ...process.env,
        SERVER_URL: `http://localhost:${port}`,
        ...(ownCopy ? { NEXT_DIST_DIR: ownCopy } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let log = ''
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const origin = `http://localhost:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) {
      removeCopy()
      throw new Error(`The extra server exited:\n${log}`)
    }
    try {
      if ((await fetch(`${origin}/`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      removeCopy()
      throw new Error(`The extra server did not start:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    origin,
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM')
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
      removeCopy()
    },
  }
}

/** A reverse proxy as nginx is set up: it appends the address it was called from to X-Forwarded-For. */
export async function startAppendingProxy(upstream: string) {
  const target = new URL(upstream)
  const server: Server = createServer((incoming, outgoing) => {
    const sent = incoming.headers['x-forwarded-for']
    const forwardedFor = [sent, incoming.socket.remoteAddress].filter(Boolean).join(', ')
    const proxied = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(proxied)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
