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
    labelAr: 'JPEG أو PNG أو WebP أو AVIF أو SVG',
    max: 5,
  },
  video: {
    mimeTypes: VIDEO_MIME_TYPES,
    maxBytes: 50 * MB,
    label: 'MP4 or WebM',
    labelAr: 'MP4 أو WebM',
    max: 50,
  },
} as const

/**
 * Why a file may not go into a bucket, in the staff member's admin language
 * (English for API calls without one), or null when it may.
 */
export function uploadRejection(
  file: { mimetype?: string; size: number },
  kind: keyof typeof BUCKET_LIMITS,
  language?: string,
): { message: string; status: number } | null {
  const limits = BUCKET_LIMITS[kind]
  const arabic = language === 'ar'
  const type = file.mimetype || (arabic ? 'غير معروف' : 'unknown')
  if (!limits.mimeTypes.some((allowed) => allowed === file.mimetype))
    return {
      status: 400,
      message: arabic
        ? `نوع هذا الملف (${type}) غير مسموح به هنا: ارفع ملف ${limits.labelAr}.`
        : `This file type (${type}) is not allowed here: upload ${limits.label}.`,
    }
  if (file.size > limits.maxBytes) {
    const size = (file.size / MB).toFixed(1)
    return {
      status: 413,
      message: arabic
        ? `هذا الملف كبير جدًا (${size} ميغابايت): الحد الأقصى ${limits.max} ميغابايت.`
        : `This file is too large (${size} MB): the limit is ${limits.max} MB.`,
    }
  }
  return null
}

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
          const rejection = uploadRejection(file, options.kind, req.i18n?.language)
          if (rejection) throw new APIError(rejection.message, rejection.status, undefined, true)
        },
      ],
    },
  }
}
