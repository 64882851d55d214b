import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

import { z } from 'zod'

/**
 * What a backup archive says about itself (`manifest.json`, its first entry):
 * which app and database made it, the migrations its database had, the rows
 * of every table, and the size and SHA-256 of every other file in it. Restore
 * trusts nothing in an archive this does not vouch for.
 */
export const ARCHIVE_FORMAT = 'nakhla-site-backup'
export const MANIFEST_NAME = 'manifest.json'

/** The database's file inside the archive, by kind. */
export const DATABASE_ENTRY = {
  sqlite: 'database/site.db',
  postgres: 'database/site.pgdump',
} as const

export type DatabaseKind = keyof typeof DATABASE_ENTRY

const entrySchema = z.object({
  path: z.string().regex(/^(database|media)\/[^\0]+$/),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** What a bucket said the file is, so a restore into a bucket serves it the same way. */
  contentType: z.string().max(200).optional(),
})

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(1),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    migrations: z.array(z.string()),
    counts: z.record(z.string(), z.number().int().nonnegative()),
  }),
  media: z.object({ source: z.enum(['disk', 's3']), files: z.number().int().nonnegative() }),
  files: z.array(entrySchema),
})

export type Manifest = z.infer<typeof manifestSchema>
export type FileEntry = z.infer<typeof entrySchema>

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Every regular file under `root`, as archive paths (`media/hero-videos/a.mp4`). */
export async function listFiles(root: string, under: string): Promise<string[]> {
  const start = path.join(root, under)
  const found: string[] = []
  const walk = async (dir: string): Promise<void> => {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'))
    }
  }
  await walk(start)
  return found.sort()
}

/** Size and checksum of each file, as the manifest lists them. */
export async function describeFiles(root: string, files: string[]): Promise<FileEntry[]> {
  const entries: FileEntry[] = []
  for (const file of files) {
    const full = path.join(root, file)
    entries.push({ path: file, size: (await stat(full)).size, sha256: await sha256File(full) })
  }
  return entries
}
