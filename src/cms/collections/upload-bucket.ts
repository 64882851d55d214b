import path from 'node:path'

import { APIError, type CollectionConfig } from 'payload'

import { DATA_DIR } from '@/lib/env'
import { anyone, staffWrites } from '../access'
import { revalidateHooks } from '../hooks/revalidate'

const MB = 1024 * 1024

export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm']

export const BUCKET_LIMITS = {
  image: {
    mimeTypes: IMAGE_MIME_TYPES,
    maxBytes: 5 * MB,
    label: 'JPEG, PNG, WebP, AVIF or SVG',
    max: '5 MB',
  },
  video: { mimeTypes: VIDEO_MIME_TYPES, maxBytes: 50 * MB, label: 'MP4 or WebM', max: '50 MB' },
} as const

/**
 * One public storage bucket of the spec (service-images, team-images, …) as a
 * Payload upload collection: files live under data/media/<bucket>, anyone may
 * read them, only staff may upload, and type and size are checked before the
 * file is stored.
 */
export function uploadBucket(options: {
  slug: string
  kind: keyof typeof BUCKET_LIMITS
  labels: { singular: string; plural: string }
  description: string
}): CollectionConfig {
  const limits = BUCKET_LIMITS[options.kind]
  return {
    slug: options.slug,
    labels: options.labels,
    admin: { group: 'Media', description: options.description, useAsTitle: 'filename' },
    access: { read: anyone, ...staffWrites },
    upload: {
      staticDir: path.join(DATA_DIR, 'media', options.slug),
      mimeTypes: [...limits.mimeTypes],
      // Payload serves files itself; browsers may cache them for a day.
      modifyResponseHeaders: ({ headers }) => {
        headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
        return headers
      },
    },
    fields: [
      {
        name: 'alt',
        type: 'text',
        localized: true,
        admin: {
          description: 'Describe the picture for visitors who cannot see it (both languages).',
        },
      },
    ],
    hooks: {
      ...revalidateHooks,
      beforeOperation: [
        ({ req, operation }) => {
          if (operation !== 'create' && operation !== 'update') return
          const file = req.file
          if (!file) return
          if (!limits.mimeTypes.some((type) => type === file.mimetype)) {
            throw new APIError(
              `This file type (${file.mimetype || 'unknown'}) is not allowed here: upload ${limits.label}.`,
              400,
              undefined,
              true,
            )
          }
          if (file.size > limits.maxBytes) {
            throw new APIError(
              `This file is too large (${(file.size / MB).toFixed(1)} MB): the limit is ${limits.max}.`,
              413,
              undefined,
              true,
            )
          }
        },
      ],
    },
  }
}
