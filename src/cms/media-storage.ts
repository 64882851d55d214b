import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

/**
 * Where uploaded media live. By default each upload collection keeps its
 * files on the server's disk (data/media/<collection>), right for one box.
 * With S3_BUCKET set they go to that S3-compatible bucket instead (AWS S3,
 * Cloudflare R2, MinIO…), one folder per collection, the same layout as on
 * disk, so every replica serves every file. Visitors never see the bucket:
 * files are still served by the site under its own addresses
 * (`/api/<collection>/file/<name>`), with the collection's read rule and
 * cache headers.
 *
 * The plugin's two bookkeeping columns (the folder and the object key) exist
 * in both modes, so the database schema, and its migrations, do not depend on
 * where files are kept.
 */
export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  accessKeyId?: string
  secretAccessKey?: string
}

export function s3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither).')
  return {
    bucket,
    // R2 takes "auto"; MinIO and most others ignore the region but the SDK needs one.
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
    accessKeyId,
    secretAccessKey,
  }
}

/** How the site talks to the bucket: the storage plugin and the backup commands alike. */
export function s3ClientConfig(settings: S3Settings) {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's own chain is used (instance role, ~/.aws, AWS_* variables).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible servers
    // reject the SDK's newer default (streamed CRC32 trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
}

export const mediaStorage: Plugin = (config) => {
  const settings = s3Settings()
  const uploads = (config.collections ?? []).filter((collection) => collection.upload)
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    collections: Object.fromEntries(uploads.map(({ slug }) => [slug, { prefix: slug }])),
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
  })(config)
}
