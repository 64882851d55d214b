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

/** The fields at the top of a document's data: those inside rows, collapsibles and unnamed tabs too. */
function topLevel(fields: Field[]): Field[] {
  return fields.flatMap((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return topLevel(field.fields)
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : topLevel(tab.fields)))
    return [field]
  })
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
      const titleField = topLevel(collection.fields).find(
        (field) => 'name' in field && field.name === useAsTitle,
      )
      if (!titleField || !('localized' in titleField) || !titleField.localized) return collection
      return { ...collection, fields: [...collection.fields, fallbackField] }
    }),
  }
}
