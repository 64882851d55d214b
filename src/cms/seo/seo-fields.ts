import { seoPlugin } from '@payloadcms/plugin-seo'
import type { GenerateDescription, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'
import type { Config, Field, PayloadRequest, Plugin } from 'payload'

import type { Bilingual } from '@/cms/admin-labels/bilingual'
import { siteMessage } from '@/cms/admin-labels/messages'
import { serverUrl } from '@/lib/env'
import { localizePath } from '@/lib/routes'
import { documentPath } from '@/lib/document-paths'

/**
 * Search and share fields (`meta`: title, description, share image, each per
 * language) with Payload's search-result preview in the admin. Another
 * document type gets them by adding its slug to one of these lists.
 */
export const SEO_COLLECTIONS = ['services', 'blog-posts', 'success-stories', 'pages']
export const SEO_GLOBALS = ['site-settings']

/** Where share images are uploaded (a 1200×630 picture shows best). */
export const SHARE_IMAGES = 'share-images'

/** Search engines cut longer titles and descriptions; these stop text that would never show. */
export const SEO_LIMITS = { title: 120, description: 320 }

const within =
  (max: number) =>
  (value: unknown, { req }: { req?: Partial<PayloadRequest> }) =>
    typeof value !== 'string' ||
    value.length <= max ||
    siteMessage(req, 'atMostCharacters', { max })

type Doc = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** "Auto-generate" fills the title with the document's own title. */
const generateTitle: GenerateTitle<Doc> = ({ doc }) => text(doc?.title) || text(doc?.company_name)

/** …and the description with the text the page would describe itself with today. */
const generateDescription: GenerateDescription<Doc> = ({ doc }) =>
  ['meta_description', 'excerpt', 'hero_description', 'description', 'subtitle']
    .map((name) => text(doc?.[name]))
    .find(Boolean) ?? ''

/** The address the preview shows: the page in the language being edited. */
const generateURL: GenerateURL<Doc> = ({ doc, collectionConfig, locale }) => {
  const path = collectionConfig ? documentPath(collectionConfig.slug, doc ?? {}) : '/'
  return `${serverUrl()}${localizePath(path ?? '/', locale === 'ar' ? 'ar' : 'en')}`
}

/** Our names and help for the plugin's fields, and the length checks of the two texts. */
const WORDING: Record<string, { label: Bilingual; help: Bilingual; max?: number }> = {
  title: {
    label: { en: 'Search title', ar: 'عنوان البحث' },
    help: {
      en: 'Shown as the title in search results and on shared links. Empty: the page’s own title.',
      ar: 'يظهر عنوانًا في نتائج البحث وفي الروابط المُشارَكة. وإذا تُرك فارغًا يُستخدم عنوان الصفحة نفسها.',
    },
    max: SEO_LIMITS.title,
  },
  description: {
    label: { en: 'Search description', ar: 'وصف البحث' },
    help: {
      en: 'Shown under the title in search results and on shared links. Empty: the page’s own summary.',
      ar: 'يظهر تحت العنوان في نتائج البحث وفي الروابط المُشارَكة. وإذا تُرك فارغًا يُستخدم ملخّص الصفحة نفسها.',
    },
    max: SEO_LIMITS.description,
  },
  image: {
    label: { en: 'Share image', ar: 'صورة المشاركة' },
    help: {
      en: 'The picture shown when the page is shared (1200 × 630 pixels shows best). Empty: the site’s default share image.',
      ar: 'الصورة التي تظهر عند مشاركة الصفحة (وأفضل مقاس لها 1200 × 630 بكسل). وإذا تُركت فارغة تُستخدم صورة المشاركة الافتراضية للموقع.',
    },
  },
}

function withOurWording(field: Field): Field {
  if (!('name' in field)) return field
  // The checks and the result preview belong to the edit form: offered as list
  // columns they would be empty, under the plugin's untranslated names.
  if (field.type === 'ui') return { ...field, admin: { ...field.admin, disableListColumn: true } }
  const wording = Object.hasOwn(WORDING, field.name) ? WORDING[field.name] : undefined
  if (!wording) return field
  return {
    ...field,
    label: wording.label,
    ...(wording.max ? { validate: within(wording.max) } : {}),
    admin: { ...field.admin, description: wording.help },
  } as Field
}

const withSeoPlugin = seoPlugin({
  collections: SEO_COLLECTIONS,
  globals: SEO_GLOBALS,
  uploadsCollection: SHARE_IMAGES,
  generateTitle,
  generateDescription,
  generateURL,
  fields: ({ defaultFields }) => defaultFields.map(withOurWording),
})

/** The plugin names its group "SEO" in every language: staff read what it is for. */
const META_LABEL = { en: 'SEO', ar: 'الظهور في البحث والمشاركة' }
const withMetaLabel = (fields: Field[]): Field[] =>
  fields.map((field) =>
    field.type === 'group' && 'name' in field && field.name === 'meta'
      ? { ...field, label: META_LABEL }
      : field,
  )

export const seoFields: Plugin = (config) => {
  const withSeo = withSeoPlugin(config) as Config
  return {
    ...withSeo,
    collections: withSeo.collections?.map((item) => ({
      ...item,
      fields: withMetaLabel(item.fields),
    })),
    globals: withSeo.globals?.map((item) => ({ ...item, fields: withMetaLabel(item.fields) })),
  }
}

/**
 * Corrections to the plugin's own Arabic (merged over it through
 * `i18n.translations`): it reads "{{n}} to go forward" for "{{n}} to go".
 */
export const SEO_PREVIEW_WORDING = {
  ar: {
    'plugin-seo': {
      almostThere: 'اقتربت',
      charactersLeftOver: 'يتبقى {{characters}} حرفًا',
      charactersToGo: 'ينقص {{characters}} حرفًا',
      charactersTooMany: 'يزيد {{characters}} حرفًا',
      checksPassing: '{{current}} من {{max}} من الفحوص ناجحة',
      missing: 'غير موجود',
    },
  },
}
