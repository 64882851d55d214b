import path from 'node:path'

import { APIError, type CollectionAfterErrorHook, type CollectionConfig } from 'payload'
import sharp, { type Metadata } from 'sharp'

import { DATA_DIR } from '@/lib/env'
import { IMAGE_LIMITS, withinPixelLimits } from '@/lib/image-limits'
import { anyone, staffWrites } from '../access'
import { localizedText } from '../fields'
import { siteMessage } from '../admin-labels/messages'
import { revalidateHooks } from '../hooks/revalidate'
import type { Bilingual } from '@/lib/bilingual'
import { listedAs, type ListedSlug } from '@/cms/admin-labels/sidebar'
import { refuseDeleteWhileUsed } from './file-uses'
import { shrinkPicture } from './shrink-picture'

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
    /** What is kept: a larger picture is made smaller to fit (shrink-picture.ts). */
    maxBytes: IMAGE_LIMITS.maxBytes,
    max: 5,
    /** What staff may choose. */
    chosenMaxBytes: 25 * MB,
    chosenMax: 25,
    label: 'JPEG, PNG, WebP, AVIF or SVG',
    labelAr: 'JPEG أو PNG أو WebP أو AVIF أو SVG',
  },
  video: {
    mimeTypes: VIDEO_MIME_TYPES,
    maxBytes: 50 * MB,
    max: 50,
    chosenMaxBytes: 50 * MB,
    chosenMax: 50,
    label: 'MP4 or WebM',
    labelAr: 'MP4 أو WebM',
  },
} as const

// The admin shows an error's text up to its first colon as a heading and splits
// the rest at commas into a list of "invalid fields": these messages have no colon.
function tooLarge(
  size: number | undefined,
  kind: keyof typeof BUCKET_LIMITS,
  language?: string,
  limit: 'kept' | 'chosen' = 'kept',
) {
  const limits = BUCKET_LIMITS[kind]
  const max = limit === 'kept' ? limits.max : limits.chosenMax
  const megabytes = size ? (size / MB).toFixed(1) : undefined
  const arabic = language === 'ar'
  const what = arabic
    ? `هذا الملف كبير جدًا${megabytes ? ` (${megabytes} ميغابايت)` : ''}.`
    : `This file is too large${megabytes ? ` (${megabytes} MB)` : ''}.`
  return {
    status: 413,
    message: arabic ? `${what} الحد الأقصى ${max} ميغابايت.` : `${what} The limit is ${max} MB.`,
  }
}

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
        ? `نوع هذا الملف (${type}) غير مسموح به هنا. ارفع ملف ${limits.labelAr}.`
        : `This file type (${type}) is not allowed here. Upload ${limits.label}.`,
    }
  if (file.size > limits.chosenMaxBytes) return tooLarge(file.size, kind, language, 'chosen')
  return null
}

/**
 * Pictures are also limited in pixels (lib/image-limits.ts says why): a small
 * file can hold a huge picture. SVG is drawn, not decoded, and is not counted.
 */
export const PIXEL_LIMITS = {
  maxPixels: IMAGE_LIMITS.maxPixels,
  maxSide: IMAGE_LIMITS.maxSide,
} as const

const RASTER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

/**
 * Why a picture of this size may not be stored, in the admin language, or
 * null when it may. The frames of an animated picture are decoded together
 * when it is stored, so they count together.
 */
export function pixelRejection(
  size: { width: number; height: number; frames?: number },
  language?: string,
): { message: string; status: number } | null {
  const { width, height } = size
  const frames = size.frames && size.frames > 1 ? size.frames : 1
  const { maxPixels, maxSide } = PIXEL_LIMITS
  if (withinPixelLimits(width, height) && width * height * frames <= maxPixels) return null
  const megapixels = maxPixels / 1_000_000
  const arabic = language === 'ar'
  const measured = arabic
    ? `عرضها ${width} بكسل وارتفاعها ${height} بكسل${frames > 1 ? ` وعدد إطاراتها ${frames}` : ''}`
    : `${width} × ${height}${frames > 1 ? `, ${frames} frames` : ''}`
  return {
    status: 400,
    message: arabic
      ? `أبعاد هذه الصورة كبيرة جدًا (${measured}). الحد الأقصى ${megapixels} ميغابكسل${frames > 1 ? ' لكل الإطارات معًا' : ''}، ولا يزيد العرض أو الارتفاع على ${maxSide} بكسل. صغّر أبعادها ثم ارفعها مرة أخرى.`
      : `This picture is too large in pixels (${measured}). The limit is ${megapixels} megapixels${frames > 1 ? ' for all frames together' : ''} and ${maxSide} pixels on either side. Resize it and upload it again.`,
  }
}

/**
 * The pixel check of an uploaded file: sharp reads the width, height and
 * frame count from the file's header, without decoding the picture. Files
 * sharp cannot read are left to Payload's own checks.
 */
export async function imagePixelRejection(
  file: { data?: Buffer; tempFilePath?: string; mimetype?: string },
  language?: string,
): Promise<{ message: string; status: number } | null> {
  if (!file.mimetype || !RASTER_TYPES.includes(file.mimetype)) return null
  const input = file.data?.length ? file.data : file.tempFilePath
  if (!input) return null
  let meta: Metadata
  try {
    // No pixel limit on the header read itself: the rule below says why, in words.
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    return null
  }
  if (!meta.width || !meta.height) return null
  // A multi-frame file reports one frame's height as pageHeight.
  const height = meta.pageHeight ?? meta.height
  return pixelRejection({ width: meta.width, height, frames: meta.pages }, language)
}

const LARGEST_FILE = Math.max(
  ...Object.values(BUCKET_LIMITS).map((limits) => limits.chosenMaxBytes),
)

/**
 * The multipart parser's own limits (Payload's `upload` config): files up to
 * the largest bucket's limit reach the bucket's own check (beforeOperation
 * below); a bigger file or request is stopped while it streams in, so nothing
 * that size is held in memory. The request may exceed the file by the form's
 * other fields, hence the extra megabyte.
 */
export const uploadParserLimits = {
  limits: { fileSize: LARGEST_FILE },
  requestSizeLimit: LARGEST_FILE + MB,
  abortOnLimit: true,
}

/**
 * The parser's refusals ("File size limit has been reached", "Multipart
 * request size limit has been reached": English, and not what staff need to
 * know) answered like the bucket's own: too large, and the bucket's limit, in
 * the admin's language. The request's length is the closest figure to the
 * file's size the parser leaves.
 */
const parserRefusalInBucketTerms =
  (kind: keyof typeof BUCKET_LIMITS): CollectionAfterErrorHook =>
  ({ error, req }) => {
    if ((error as { status?: unknown }).status !== 413) return
    if (!/limit has been reached/i.test(error.message)) return
    const length = Number(req.headers?.get('content-length')) || undefined
    const { message, status } = tooLarge(length, kind, req.i18n?.language, 'chosen')
    return { response: { errors: [{ message }] }, status }
  }

/** What a bucket takes, said beside its file button in both admin languages. */
export function limitsText(kind: keyof typeof BUCKET_LIMITS): Bilingual {
  const limits = BUCKET_LIMITS[kind]
  const megapixels = PIXEL_LIMITS.maxPixels / 1_000_000
  return kind === 'image'
    ? {
        en: `${limits.label}, up to ${limits.chosenMax} MB and ${megapixels} megapixels; a picture over ${limits.max} MB is made smaller`,
        ar: `${limits.labelAr}، حتى ${limits.chosenMax} ميغابايت و${megapixels} ميغابكسل، وتُصغَّر الصورة التي تزيد على ${limits.max} ميغابايت`,
      }
    : {
        en: `${limits.label}, up to ${limits.max} MB`,
        ar: `${limits.labelAr}، حتى ${limits.max} ميغابايت`,
      }
}

/**
 * One public storage bucket (service-images, team-images, …) as a
 * Payload upload collection: files live under data/media/<bucket>, anyone may
 * read them, only staff may upload, and type and size are checked before the
 * file is stored.
 */
export function uploadBucket(
  slug: ListedSlug,
  kind: keyof typeof BUCKET_LIMITS,
  description: Bilingual,
): CollectionConfig {
  const limits = BUCKET_LIMITS[kind]
  return {
    ...listedAs(slug, {
      description,
      useAsTitle: kind === 'image' ? 'alt' : 'filename',
      defaultColumns: ['filename', 'alt', 'updatedAt'],
    }),
    access: { read: anyone, ...staffWrites },
    upload: {
      staticDir: path.join(DATA_DIR, 'media', slug),
      mimeTypes: [...limits.mimeTypes],
      // Staff mark the part of a picture that must stay visible; the site
      // centres its crops there (object-position, lib/focal-point.ts).
      ...(kind === 'image' ? { focalPoint: true } : {}),
      admin: {
        components: {
          controls: [{ path: '@/cms/components/UploadLimits', clientProps: limitsText(kind) }],
        },
      },
      // Payload serves files itself; browsers may cache them for a day.
      modifyResponseHeaders: ({ headers }) => {
        headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
        return headers
      },
    },
    fields: [
      // Pictures need a text alternative: required in English, the Arabic
      // falling back to it. Images stored before this rule keep working and are
      // asked for one the next time staff save them in English. Videos are
      // muted background loops, described by the slide they play behind.
      kind === 'image'
        ? localizedText('alt', {
            label: { en: 'Alt text', ar: 'النص البديل' },
            required: true,
            maxLength: 300,
            description: {
              en: 'Describe the picture for visitors who cannot see it.',
              ar: 'صِف الصورة للزوار الذين لا يستطيعون رؤيتها.',
            },
          })
        : {
            name: 'alt',
            label: { en: 'Alt text', ar: 'النص البديل' },
            type: 'text',
            localized: true,
            admin: {
              description: {
                en: 'Describe the picture for visitors who cannot see it (both languages).',
                ar: 'صِف الصورة للزوار الذين لا يستطيعون رؤيتها (باللغتين).',
              },
            },
          },
    ],
    hooks: {
      ...revalidateHooks,
      afterError: [parserRefusalInBucketTerms(kind)],
      beforeDelete: [refuseDeleteWhileUsed(slug)],
      beforeOperation: [
        async ({ req, operation }) => {
          if (operation !== 'create' && operation !== 'update') return
          // A picture's English alt text is required whichever content language staff upload
          // it in: a new one saved in Arabic would have none, so it is refused with the way
          // forward, before its file is read. The media import makes its copies in English.
          if (kind === 'image' && operation === 'create' && req.locale === 'ar')
            throw new APIError(siteMessage(req, 'altInEnglishFirst'), 400, undefined, true)
          const file = req.file
          if (!file) return
          const language = req.i18n?.language
          const rejection =
            uploadRejection(file, kind, language) ??
            (kind === 'image' ? await imagePixelRejection(file, language) : null)
          if (rejection) throw new APIError(rejection.message, rejection.status, undefined, true)
          if (file.size <= limits.maxBytes) return
          // A picture larger than is kept, made smaller rather than refused.
          const smaller = file.data?.length
            ? await shrinkPicture(file.data, file.mimetype, limits.maxBytes)
            : null
          if (!smaller) {
            const refusal = tooLarge(file.size, kind, language)
            throw new APIError(refusal.message, refusal.status, undefined, true)
          }
          file.data = smaller
          file.size = smaller.length
        },
      ],
    },
  }
}
