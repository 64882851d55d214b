import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { s3ClientConfig, s3Settings } from './s3-settings'

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
