import type { Config, Field } from 'payload'

type Bilingual = { en: string; ar: string }
type AnyField = Record<string, unknown> & {
  label?: unknown
  fields?: Field[]
  tabs?: Array<Record<string, unknown> & { fields: Field[] }>
  blocks?: Array<Record<string, unknown> & { fields: Field[] }>
}

const isBilingual = (value: unknown): value is Bilingual =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Bilingual).en === 'string' &&
  typeof (value as Bilingual).ar === 'string'

/**
 * A field's `{ en, ar }` label as a function of the admin's language. Payload
 * reads both forms alike, except where it puts the label into a sentence: the
 * list's sort buttons were named "رتّب حسب [object Object] تصاعدي" for every
 * column of ours. A function is resolved once per admin language, so every
 * place gets the label as text.
 */
function inAdminLanguage(label: Bilingual) {
  return ({ i18n }: { i18n: { language: string } }) => (i18n.language === 'ar' ? label.ar : label.en)
}

function resolveLabels(input: Field): Field {
  const field = { ...(input as unknown as AnyField) }
  if (isBilingual(field.label)) field.label = inAdminLanguage(field.label)
  if (field.fields) field.fields = field.fields.map(resolveLabels)
  if (field.tabs)
    field.tabs = field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(resolveLabels) }))
  if (field.blocks)
    field.blocks = field.blocks.map((block) => ({
      ...block,
      fields: block.fields.map(resolveLabels),
    }))
  return field as unknown as Field
}

/** Runs after the labels have their Arabic (./index.ts): every field label becomes a function. */
export function labelsInAdminLanguage(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      fields: collection.fields.map(resolveLabels),
    })),
    globals: config.globals?.map((global) => ({
      ...global,
      fields: global.fields.map(resolveLabels),
    })),
  }
}
