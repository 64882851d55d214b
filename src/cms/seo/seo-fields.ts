import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Config, Field, PayloadRequest, Plugin } from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { siteMessage } from '@/cms/admin-labels/messages'

/**
 * Search and share fields (`meta`: title, description, share image, each per
 * language) with a preview of what the site really outputs in the admin. Another
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

/**
 * In place of the plugin's checks ("0/3" for a page relying on its own title
 * and summary) and its preview of the empty fields: what the site really
 * outputs (cms/components/SearchPreview.tsx). Not a list column.
 */
const SEARCH_PREVIEW: Field = {
  name: 'overview',
  type: 'ui',
  admin: {
    disableListColumn: true,
    components: { Field: '@/cms/components/SearchPreview' },
  },
}

function withOurWording(field: Field): Field {
  if (!('name' in field)) return field
  if (field.type === 'ui') return SEARCH_PREVIEW
  const wording = Object.hasOwn(WORDING, field.name) ? WORDING[field.name] : undefined
  if (!wording) return field
  // Without the plugin's own inputs: their length bars ("too short" under 50) and "no image"
  // judged the typed field alone, against the preview that shows what the page really says.
  const { Field: _pluginInput, ...components } = (field.admin?.components ?? {}) as Record<
    string,
    unknown
  >
  return {
    ...field,
    label: wording.label,
    ...(wording.max ? { validate: within(wording.max) } : {}),
    admin: { ...field.admin, components, description: wording.help },
  } as Field
}

const withSeoPlugin = seoPlugin({
  collections: SEO_COLLECTIONS,
  globals: SEO_GLOBALS,
  uploadsCollection: SHARE_IMAGES,
  fields: ({ defaultFields }) =>
    defaultFields
      .filter((field) => !('name' in field) || field.name !== 'preview')
      .map(withOurWording),
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
