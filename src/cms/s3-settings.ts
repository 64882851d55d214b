/**
 * The S3 bucket settings (S3_BUCKET and its companions) and the client
 * configuration built from them: what the storage plugin (media-storage.ts)
 * and the backup commands share. Kept apart from the plugin so a command that
 * only reads the settings does not load Payload and the storage adapter
 * (about 1.5 s of every `npm run backup` and `npm run restore`).
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
