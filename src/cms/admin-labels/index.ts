import type { Config, Field, PayloadRequest } from 'payload'

import { ADMIN_ARABIC, FIELD_LABELS } from './arabic'

/**
 * Staff choose the admin's language (English or Arabic). Payload translates
 * its own interface; this plugin gives the site's collections, groups, field
 * labels, help texts and options both languages, so an Arabic admin does not
 * show "Services" or "Display_order". Collections keep writing English in
 * their config; the Arabic comes from ./arabic.ts.
 */

type Bilingual = { en: string; ar: string }

/** The Arabic of an admin text: whole, else sentence by sentence (composed help texts). */
export function arabicOf(english: string): string | undefined {
  if (ADMIN_ARABIC[english]) return ADMIN_ARABIC[english]
  const sentences = english.split(/(?<=\.)\s+/)
  if (sentences.length < 2) return undefined
  const parts = sentences.map((sentence) => ADMIN_ARABIC[sentence])
  return parts.every(Boolean) ? parts.join(' ') : undefined
}

const bilingual = (english: string): Bilingual => ({
  en: english,
  ar: arabicOf(english) ?? english,
})

/** Strings become { en, ar }; objects, functions and `false` are already decided. */
function translated<T>(value: T): T | Bilingual {
  return typeof value === 'string' && value.trim() ? bilingual(value) : value
}

/** A validation message in the admin's language (English for API calls without one). */
export function adminMessage(req: Partial<PayloadRequest> | undefined, english: string): string {
  return req?.i18n?.language === 'ar' ? (arabicOf(english) ?? english) : english
}

const humanize = (name: string) =>
  FIELD_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ')

type AnyField = Record<string, unknown> & {
  name?: string
  label?: unknown
  labels?: { singular?: unknown; plural?: unknown }
  admin?: Record<string, unknown>
  options?: unknown[]
  fields?: Field[]
  tabs?: Array<Record<string, unknown> & { fields: Field[] }>
  blocks?: Array<Record<string, unknown> & { fields: Field[] }>
}

function withDescription<T extends { admin?: Record<string, unknown> }>(item: T): T {
  if (!item.admin || typeof item.admin.description !== 'string') return item
  return { ...item, admin: { ...item.admin, description: translated(item.admin.description) } }
}

function localizeField(input: Field): Field {
  const field = withDescription({ ...(input as unknown as AnyField) })
  if (field.name && field.label !== false && field.type !== 'ui')
    field.label = translated(field.label ?? humanize(field.name))
  else if (typeof field.label === 'string') field.label = translated(field.label)
  if (field.labels)
    field.labels = {
      singular: translated(field.labels.singular),
      plural: translated(field.labels.plural),
    }
  if (field.options)
    field.options = field.options.map((option) =>
      typeof option === 'object' &&
      option &&
      'label' in option &&
      typeof option.label === 'string' &&
      // Identifiers shown as themselves (icon names, page keys) stay as they are.
      option.label !== (option as { value?: unknown }).value
        ? { ...option, label: bilingual(option.label) }
        : option,
    )
  if (field.fields) field.fields = field.fields.map(localizeField)
  if (field.tabs)
    field.tabs = field.tabs.map((tab) => ({
      ...withDescription(tab as typeof tab & { admin?: Record<string, unknown> }),
      label: translated(tab.label),
      ...(typeof tab.description === 'string' ? { description: translated(tab.description) } : {}),
      fields: tab.fields.map(localizeField),
    }))
  if (field.blocks)
    field.blocks = field.blocks.map((block) => {
      const labels = block.labels as { singular?: unknown; plural?: unknown } | undefined
      return {
        ...block,
        ...(labels
          ? { labels: { singular: translated(labels.singular), plural: translated(labels.plural) } }
          : {}),
        fields: block.fields.map(localizeField),
      }
    })
  return field as unknown as Field
}

function localizeAdmin<T extends { admin?: Record<string, unknown> }>(item: T): T {
  const described = withDescription(item)
  const group = described.admin?.group
  return typeof group === 'string'
    ? { ...described, admin: { ...described.admin, group: bilingual(group) } }
    : described
}

export function bilingualAdminLabels(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...localizeAdmin(collection as typeof collection & { admin?: Record<string, unknown> }),
      ...(collection.labels
        ? {
            labels: {
              singular: translated(collection.labels.singular),
              plural: translated(collection.labels.plural),
            },
          }
        : {}),
      fields: collection.fields.map(localizeField),
    })) as Config['collections'],
    globals: config.globals?.map((global) => ({
      ...localizeAdmin(global as typeof global & { admin?: Record<string, unknown> }),
      ...(global.label ? { label: translated(global.label) } : {}),
      fields: global.fields.map(localizeField),
    })) as Config['globals'],
  }
}
