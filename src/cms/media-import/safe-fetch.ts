import { lookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import net from 'node:net'

import sharp, { type Metadata } from 'sharp'

import { IMAGE_LIMITS, withinPixelLimits } from '@/lib/image-limits'

/**
 * Downloads a file staff typed the address of, without letting that address
 * reach what only the server can reach (SSRF): http and https only; every
 * address the name resolves to must be public (no loopback, private, link-local,
 * carrier-grade NAT, documentation or multicast ranges), and the connection
 * goes to the address that was checked (a second DNS answer cannot swap in
 * 127.0.0.1); each redirect is checked the same way. Size and time are
 * bounded, the type must be one the bucket accepts, and images must decode
 * and stay within the upload pixel limit (lib/image-limits.ts).
 */

export type RefusalReason =
  | 'scheme'
  | 'private'
  | 'unreachable'
  | 'timeout'
  | 'too-large'
  | 'type'
  | 'unreadable'
  /** Over the pixel limit; the detail is `<width>x<height>x<frames>`. */
  | 'dimensions'

export class ImportRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly detail: string = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`)
  }
}

const BLOCKED = new net.BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  // ::, ::1 and the retired IPv4-compatible addresses (::127.0.0.1 is ::7f00:1).
  ['::', 96],
  // IPv4-translated addresses (SIIT, ::ffff:0:a.b.c.d).
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6')

/** True for an address anyone on the internet could reach. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 4) return !BLOCKED.check(address, 'ipv4')
  if (family !== 6) return false
  // ::ffff:10.0.0.1 is 10.0.0.1.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return isPublicAddress(mapped[1])
  return !BLOCKED.check(address, 'ipv6')
}

export type FetchLimits = {
  maxBytes: number
  mimeTypes: readonly string[]
  kind: 'image' | 'video'
  timeoutMs?: number
  /**
   * host or host:port allowed to resolve to a private address (an intranet
   * media server; the tests' local server). From MEDIA_IMPORT_TRUSTED_HOSTS.
   */
  trustedHosts?: readonly string[]
}

export type FetchedFile = { data: Buffer; mimetype: string; name: string }

const MAX_REDIRECTS = 3

export const trustedHostsFromEnv = (env: NodeJS.ProcessEnv = process.env): string[] =>
  (env.MEDIA_IMPORT_TRUSTED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)

async function checkedAddress(
  url: URL,
  trusted: readonly string[],
): Promise<{ address: string; family: number }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const isTrusted =
    trusted.includes(url.host.toLowerCase()) || trusted.includes(hostname.toLowerCase())
  let answers: { address: string; family: number }[]
  if (net.isIP(hostname)) answers = [{ address: hostname, family: net.isIP(hostname) }]
  else {
    try {
      answers = await lookup(hostname, { all: true, verbatim: true })
    } catch {
      throw new ImportRefusal('unreachable', 'name not found')
    }
  }
  if (answers.length === 0) throw new ImportRefusal('unreachable', 'name not found')
  if (!isTrusted && answers.some(({ address }) => !isPublicAddress(address)))
    throw new ImportRefusal('private')
  return answers[0]
}

function request(
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'GET',
        signal,
        headers: { accept: '*/*', 'user-agent': 'site-media-import/1' },
        // Connect to the address that was checked, whatever DNS says now.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(
              null,
              [pinned],
            )
          else callback(null, pinned.address, pinned.family)
        },
      },
      resolve,
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const mimeOf = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase()

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
}

/** A file name from the address (`…/team/ali%20photo.JPG` → `ali-photo.jpg`), with the type's extension. */
export function fileNameFor(url: URL, mimetype: string): string {
  const last = decodeURIComponent(url.pathname.split('/').pop() || '')
  const stem =
    last
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'imported'
  return `${stem}.${EXTENSIONS[mimetype] ?? 'bin'}`
}

const SHARP_FORMATS: Record<string, string[]> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['heif', 'avif'],
  'image/svg+xml': ['svg'],
}

async function checkContent(data: Buffer, mimetype: string, kind: 'image' | 'video') {
  if (kind === 'image') {
    let meta: Metadata
    try {
      // The header only: the size is judged below, in words.
      meta = await sharp(data, { limitInputPixels: false }).metadata()
      if (!meta.format || !SHARP_FORMATS[mimetype]?.includes(meta.format) || !meta.width)
        throw new Error(`decoded as ${meta.format}`)
    } catch {
      throw new ImportRefusal('unreadable')
    }
    if (meta.format === 'svg') return
    const width = meta.width
    const height = meta.pageHeight ?? meta.height ?? 0
    const frames = meta.pages && meta.pages > 1 ? meta.pages : 1
    if (!withinPixelLimits(width, height) || width * height * frames > IMAGE_LIMITS.maxPixels)
      throw new ImportRefusal('dimensions', `${width}x${height}x${frames}`)
    return
  }
  const mp4 = data.subarray(4, 8).toString('latin1') === 'ftyp'
  const webm = data.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))
  if ((mimetype === 'video/mp4' && !mp4) || (mimetype === 'video/webm' && !webm))
    throw new ImportRefusal('unreadable')
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response) {
    size += (chunk as Buffer).length
    if (size > maxBytes) {
      response.destroy()
      throw new ImportRefusal('too-large')
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export async function fetchRemoteFile(address: string, limits: FetchLimits): Promise<FetchedFile> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new ImportRefusal('scheme')
  }
  const trusted = limits.trustedHosts ?? trustedHostsFromEnv()
  const timeoutMs = limits.timeoutMs ?? (limits.kind === 'video' ? 30_000 : 10_000)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImportRefusal('scheme')
      if (url.username || url.password) throw new ImportRefusal('scheme')
      const pinned = await checkedAddress(url, trusted)
      let response: IncomingMessage
      try {
        response = await request(url, pinned, controller.signal)
      } catch (error) {
        if (controller.signal.aborted) throw new ImportRefusal('timeout')
        throw new ImportRefusal('unreachable', (error as Error).message)
      }
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume()
        if (hop >= MAX_REDIRECTS) throw new ImportRefusal('unreachable', 'too many redirects')
        url = new URL(response.headers.location, url)
        continue
      }
      if (status !== 200) {
        response.resume()
        throw new ImportRefusal('unreachable', `HTTP ${status}`)
      }
      const mimetype = mimeOf(response.headers['content-type'])
      if (!limits.mimeTypes.includes(mimetype)) {
        response.resume()
        throw new ImportRefusal('type', mimetype || 'unknown')
      }
      const declared = Number(response.headers['content-length'])
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy()
        throw new ImportRefusal('too-large')
      }
      let data: Buffer
      try {
        data = await readBody(response, limits.maxBytes)
      } catch (error) {
        if (error instanceof ImportRefusal) throw error
        if (controller.signal.aborted) throw new ImportRefusal('timeout')
        throw new ImportRefusal('unreachable', (error as Error).message)
      }
      await checkContent(data, mimetype, limits.kind)
      return { data, mimetype, name: fileNameFor(url, mimetype) }
    }
  } finally {
    clearTimeout(timer)
  }
}
