import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Config,
  type Field,
} from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { sentences } from '@/cms/admin-labels/bilingual'
import { serverUrl } from '@/lib/env'
import { BUCKET_LIMITS, pixelRejection } from '../collections/upload-bucket'
import { isDraftSave } from '../hooks/revalidate'
import { fetchRemoteFile, ImportRefusal, type RefusalReason } from './safe-fetch'

/**
 * Addresses of pictures and videos on other sites, typed into the admin, are
 * downloaded into the media library when the document is published (or
 * saved, where there are no drafts): the site then serves its own copy, so the
 * strict image/media policy (images from this site only) keeps holding. Each
 * link field is declared once here with the upload field it fills; a
 * collection without one (success stories) gets the copy's address instead.
 */
export type MediaImport = {
  collection: string
  /** The link field staff type into. */
  url: string
  /** The upload field the copy fills; without it the link becomes the copy's site address. */
  upload?: string
  bucket: string
  kind: keyof typeof BUCKET_LIMITS
}

export const MEDIA_IMPORTS: MediaImport[] = [
  {
    collection: 'services',
    url: 'image_url',
    upload: 'image_storage_path',
    bucket: 'service-images',
    kind: 'image',
  },
  {
    collection: 'team-members',
    url: 'image_url',
    upload: 'image_storage_path',
    bucket: 'team-images',
    kind: 'image',
  },
  {
    collection: 'testimonials',
    url: 'logo_url',
    upload: 'logo_storage_path',
    bucket: 'logo-testimonials',
    kind: 'image',
  },
  {
    collection: 'hero-slides',
    url: 'video_url',
    upload: 'video_storage_path',
    bucket: 'hero-videos',
    kind: 'video',
  },
  {
    collection: 'blog-posts',
    url: 'image_url',
    upload: 'image',
    bucket: 'blog-images',
    kind: 'image',
  },
  { collection: 'success-stories', url: 'logo_url', bucket: 'logo-testimonials', kind: 'image' },
]

/** What the link field's help adds, after its own. */
export const IMPORT_HELP: Bilingual = {
  en: 'An address on another site (https://…) is copied into the media library when you publish, and the site shows its own copy.',
  ar: 'العنوان على موقع آخر (https://…) يُنسخ ملفه إلى مكتبة الوسائط عند النشر، ويعرض الموقع نسخته الخاصة.',
}

const isOffSite = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return false
  try {
    return new URL(value.trim()).origin !== new URL(serverUrl()).origin
  } catch {
    return true
  }
}

const MB = 1024 * 1024

/** The pixel refusal of an upload, for a picture at an address (detail `<w>x<h>x<frames>`). */
function overPixelLimit(detail: string, arabic: boolean): string {
  const [width = 0, height = 0, frames = 1] = detail.split('x').map(Number)
  return pixelRejection({ width, height, frames }, arabic ? 'ar' : 'en')?.message ?? ''
}

function refusalMessage(
  reason: RefusalReason,
  detail: string,
  kind: keyof typeof BUCKET_LIMITS,
  arabic: boolean,
): string {
  const limits = BUCKET_LIMITS[kind]
  const seconds = kind === 'video' ? 30 : 10
  const messages: Record<RefusalReason, [string, string]> = {
    scheme: [
      'Only http:// and https:// addresses can be copied into the media library.',
      'لا يمكن نسخ إلا العناوين التي تبدأ بـ http:// أو https:// إلى مكتبة الوسائط.',
    ],
    private: [
      'This address points into a private network. Only public addresses can be copied; upload the file instead.',
      'يشير هذا العنوان إلى شبكة خاصة. لا يمكن نسخ إلا العناوين العامة؛ ارفع الملف بدلًا من ذلك.',
    ],
    unreachable: [
      `The file could not be downloaded from this address (${detail || 'no answer'}). Check the address or upload the file instead.`,
      `تعذّر تنزيل الملف من هذا العنوان (${detail || 'لا استجابة'}). تحقّق من العنوان أو ارفع الملف بدلًا من ذلك.`,
    ],
    timeout: [
      `The file took longer than ${seconds} seconds to download. Upload the file instead.`,
      `استغرق تنزيل الملف أكثر من ${seconds} ثانية. ارفع الملف بدلًا من ذلك.`,
    ],
    'too-large': [
      `The file at this address is larger than the ${limits.maxBytes / MB} MB limit.`,
      `الملف على هذا العنوان أكبر من الحد الأقصى ${limits.maxBytes / MB} ميغابايت.`,
    ],
    type: [
      `This address does not give a ${limits.label} file (it sent ${detail}).`,
      `هذا العنوان لا يعطي ملف ${limits.labelAr} (أرسل ${detail}).`,
    ],
    unreadable: [
      `The file at this address is not a readable ${kind === 'image' ? 'image' : 'video'}.`,
      kind === 'image'
        ? 'الملف على هذا العنوان ليس صورة صالحة للقراءة.'
        : 'الملف على هذا العنوان ليس فيديو صالحًا للقراءة.',
    ],
    dimensions: [overPixelLimit(detail, false), overPixelLimit(detail, true)],
  }
  return messages[reason][arabic ? 1 : 0]
}

/** A name for the copy's text alternative: the document's own title. */
const titleOf = (data: Record<string, unknown>, original?: Record<string, unknown>) =>
  ['title', 'author_name', 'name']
    .map((name) => data[name] ?? original?.[name])
    .find((value): value is string => typeof value === 'string' && Boolean(value.trim()))

const importFor =
  (imports: MediaImport[]): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req, context, collection }) => {
    if (isDraftSave(context, collection.slug)) return data
    for (const spec of imports) {
      const link = data[spec.url]
      if (!isOffSite(link)) continue
      // The upload this save leaves: the one it sends (null when it clears the
      // upload), else the stored one. An uploaded file wins over the link (the
      // site shows it); nothing to copy. A save that clears the upload and
      // gives a link gets the link copied (or refused), never stored as it is.
      const sent = spec.upload ? data[spec.upload] : undefined
      const chosen = sent !== undefined ? sent : spec.upload && originalDoc?.[spec.upload]
      if (chosen) continue
      const limits = BUCKET_LIMITS[spec.kind]
      let file
      try {
        file = await fetchRemoteFile(link.trim(), {
          maxBytes: limits.maxBytes,
          mimeTypes: limits.mimeTypes,
          kind: spec.kind,
        })
      } catch (error) {
        const refusal =
          error instanceof ImportRefusal ? error : new ImportRefusal('unreachable', 'error')
        req.payload.logger.info(
          { collection: collection.slug, field: spec.url, reason: refusal.message },
          'an external file was not imported',
        )
        throw new ValidationError(
          {
            collection: collection.slug,
            errors: [
              {
                path: spec.url,
                message: refusalMessage(
                  refusal.reason,
                  refusal.detail,
                  spec.kind,
                  req.i18n?.language === 'ar',
                ),
              },
            ],
            req,
          },
          req.t,
        )
      }
      const copy = await req.payload.create({
        collection: spec.bucket as 'service-images',
        data: { alt: titleOf(data, originalDoc) ?? file.name },
        file: { ...file, size: file.data.length },
        // A picture's alt text is required in English: the copy is made in English, whatever
        // language the document is saved in (a copy of req, which the call would switch).
        locale: 'en',
        overrideAccess: true,
        req: { ...req },
        context: { ...context, importedFrom: link },
      })
      if (spec.upload) {
        data[spec.upload] = copy.id
        data[spec.url] = null
      } else {
        data[spec.url] = copy.url ? new URL(copy.url, serverUrl()).pathname : null
      }
    }
    return data
  }

/** Appends the import's help to the link field's own, wherever it sits (tabs, rows). */
function withHelp(fields: Field[], names: Set<string>): Field[] {
  return fields.map((field) => {
    if ('name' in field && names.has(field.name) && field.type === 'text') {
      const own = field.admin?.description as Bilingual | undefined
      return { ...field, admin: { ...field.admin, description: sentences(own, IMPORT_HELP) } }
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withHelp(tab.fields, names) })),
      }
    if (field.type === 'row' || field.type === 'collapsible')
      return { ...field, fields: withHelp(field.fields, names) }
    return field
  })
}

function withImports(collection: CollectionConfig): CollectionConfig {
  const imports = MEDIA_IMPORTS.filter((spec) => spec.collection === collection.slug)
  if (imports.length === 0) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: withHelp(collection.fields, new Set(imports.map((spec) => spec.url))),
    // First: later hooks (a testimonial's logo facts) read the upload it fills.
    hooks: { ...hooks, beforeChange: [importFor(imports), ...(hooks.beforeChange ?? [])] },
  }
}

/** Every collection listed in MEDIA_IMPORTS gets the import and its help text. */
export const externalMediaImports = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(withImports),
})
