import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, link, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import type { S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, s3Settings, type S3Settings } from '../../../src/cms/s3-settings'
import { listFiles } from './manifest'

/**
 * The uploaded files half of a backup. On disk they live in DATA_DIR/media,
 * one folder per upload collection; with S3_BUCKET set, in that bucket with
 * the same layout (src/cms/media-storage.ts). The archive keeps that layout
 * under `media/`, so an archive from one box restores into a bucket and back.
 * The bucket is the site's own: a backup copies all of it.
 */
export type MediaSource = 'disk' | 's3'

export const mediaSource = (): MediaSource => (s3Settings() ? 's3' : 'disk')

const mediaDir = (dataDir: string) => path.join(dataDir, 'media')

/** An S3 key that is safe as a path inside the archive: no `..`, no absolute path. */
const safeKey = (key: string) =>
  key !== '' && !key.startsWith('/') && !key.split('/').some((part) => part === '..' || part === '')

async function bucket(): Promise<{ client: S3Client; settings: S3Settings }> {
  const settings = s3Settings()!
  const { S3Client } = await import('@aws-sdk/client-s3')
  const client = new S3Client(s3ClientConfig(settings))
  return { client, settings }
}

async function bucketKeys(client: S3Client, name: string, max?: number): Promise<string[]> {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3')
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: name, ContinuationToken: token, MaxKeys: max }),
    )
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key)
    token = page.IsTruncated && !max ? page.NextContinuationToken : undefined
  } while (token)
  return keys.sort()
}

/**
 * Copies every uploaded file into `staging/media/…` (hard links on disk: the
 * files are never modified in place, and linking costs no space). Returns the
 * archive paths and the content type of each file kept in a bucket.
 */
export async function collectMedia(
  dataDir: string,
  staging: string,
  onFile: (done: number, total: number) => void,
): Promise<{ files: string[]; contentTypes: Record<string, string> }> {
  const contentTypes: Record<string, string> = {}
  if (mediaSource() === 'disk') {
    const files = await listFiles(dataDir, 'media')
    for (const [index, file] of files.entries()) {
      const target = path.join(staging, file)
      await mkdir(path.dirname(target), { recursive: true })
      await link(path.join(dataDir, file), target).catch(() =>
        copyFile(path.join(dataDir, file), target),
      )
      onFile(index + 1, files.length)
    }
    return { files, contentTypes }
  }
  const { client, settings } = await bucket()
  const { GetObjectCommand } = await import('@aws-sdk/client-s3')
  try {
    const keys = (await bucketKeys(client, settings.bucket)).filter(safeKey)
    const files: string[] = []
    for (const [index, key] of keys.entries()) {
      const file = `media/${key}`
      const target = path.join(staging, file)
      await mkdir(path.dirname(target), { recursive: true })
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
      await pipeline(object.Body as Readable, createWriteStream(target))
      if (object.ContentType) contentTypes[file] = object.ContentType
      files.push(file)
      onFile(index + 1, keys.length)
    }
    return { files, contentTypes }
  } finally {
    client.destroy()
  }
}

/** True when no uploaded file exists yet. */
export async function isEmptyMedia(dataDir: string): Promise<boolean> {
  if (mediaSource() === 'disk') return (await listFiles(dataDir, 'media')).length === 0
  const { client, settings } = await bucket()
  try {
    return (await bucketKeys(client, settings.bucket, 1)).length === 0
  } finally {
    client.destroy()
  }
}

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
}

/**
 * Puts the archived files where this deployment keeps them, replacing what
 * is there: on disk the new folder is renamed into place (the old one moved
 * aside first, removed once the new one is in), in a bucket every object is
 * written and any object the archive does not hold is deleted.
 */
export async function restoreMedia(
  dataDir: string,
  staging: string,
  files: string[],
  contentTypes: Record<string, string>,
  onFile: (done: number, total: number) => void,
): Promise<void> {
  if (mediaSource() === 'disk') {
    const incoming = path.join(staging, 'media')
    await mkdir(incoming, { recursive: true })
    const live = mediaDir(dataDir)
    const aside = `${live}.replaced-${process.pid}`
    const hadMedia = await stat(live).then(
      () => true,
      () => false,
    )
    if (hadMedia) await rename(live, aside)
    await rename(incoming, live)
    if (hadMedia) await rm(aside, { recursive: true, force: true })
    onFile(files.length, files.length)
    return
  }
  const { client, settings } = await bucket()
  const { PutObjectCommand, DeleteObjectsCommand } = await import('@aws-sdk/client-s3')
  try {
    const keep = new Set(files.map((file) => file.slice('media/'.length)))
    for (const [index, file] of files.entries()) {
      const full = path.join(staging, file)
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: file.slice('media/'.length),
          Body: createReadStream(full),
          ContentLength: (await stat(full)).size,
          ContentType:
            contentTypes[file] ??
            TYPES[path.extname(file).toLowerCase()] ??
            'application/octet-stream',
        }),
      )
      onFile(index + 1, files.length)
    }
    const stale = (await bucketKeys(client, settings.bucket)).filter((key) => !keep.has(key))
    for (let start = 0; start < stale.length; start += 1000)
      await client.send(
        new DeleteObjectsCommand({
          Bucket: settings.bucket,
          Delete: { Objects: stale.slice(start, start + 1000).map((Key) => ({ Key })) },
        }),
      )
  } finally {
    client.destroy()
  }
}
