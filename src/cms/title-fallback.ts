import type { Config, Field } from 'payload'

/** The name of the (unstored) field that heads a document by its English title. */
export const TITLE_FALLBACK_FIELD = 'title_fallback'

const fallbackField: Field = {
  name: TITLE_FALLBACK_FIELD,
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '@/cms/components/EnglishTitleFallback' },
  },
}

/**
 * Every collection titled by a localized field is headed, in a content
 * language where that title is empty, by its English title (the language the
 * site falls back to) instead of "[Untitled]" (cms/components/EnglishTitleFallback.tsx).
 */
export function englishTitleFallback(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => {
      const useAsTitle = collection.admin?.useAsTitle
      const titleField = collection.fields.find(
        (field) => 'name' in field && field.name === useAsTitle,
      )
      if (!titleField || !('localized' in titleField) || !titleField.localized) return collection
      return { ...collection, fields: [...collection.fields, fallbackField] }
    }),
  }
}
