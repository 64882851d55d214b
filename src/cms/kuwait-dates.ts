import type { CollectionConfig, Config, DateField, Field } from 'payload'

const KUWAIT_DATE_CELL = '@/cms/components/KuwaitDateCell'
const DOCUMENT_TIMES = '@/cms/components/DocumentTimes'

/** A list column of dates shows Kuwait time (cms/components/KuwaitDateCell.tsx). */
function withKuwaitCell(field: Field): Field {
  if (field.type !== 'date') return field
  const components = (field.admin as { components?: Record<string, unknown> } | undefined)
    ?.components
  if (components?.Cell) return field
  return {
    ...field,
    admin: { ...field.admin, components: { ...components, Cell: KUWAIT_DATE_CELL } },
  } as DateField
}

/**
 * Payload's own timestamps, declared as Payload declares them (hidden, indexed,
 * its own wording in either admin language) so their list columns get the
 * Kuwait cell too: a collection that declares them is not given Payload's.
 */
const timestamp = (name: 'createdAt' | 'updatedAt'): DateField => ({
  name,
  type: 'date',
  index: true,
  label: ({ t }) => t(name === 'createdAt' ? 'general:createdAt' : 'general:updatedAt'),
  admin: {
    hidden: true,
    disableBulkEdit: true,
    components: { Cell: KUWAIT_DATE_CELL },
  },
})

function withTimestamps(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  const declared = new Set(collection.fields.map((field) => ('name' in field ? field.name : '')))
  const missing = (['updatedAt', 'createdAt'] as const).filter((name) => !declared.has(name))
  const edit = collection.admin?.components?.edit
  return {
    ...collection,
    fields: [...collection.fields.map(withKuwaitCell), ...missing.map(timestamp)],
    // The edit view's "Last modified" and "Created" too (cms/components/DocumentTimes.tsx).
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        edit: {
          ...edit,
          beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), DOCUMENT_TIMES],
        },
      },
    },
  }
}

/**
 * Staff work in Kuwait (and Abu Dhabi, an hour ahead): every date column of
 * every list and edit view reads in Kuwait time, not the browser's zone. The date fields'
 * pickers and the schedule drawer take Kuwait time through `admin.timezones`.
 */
export function kuwaitDates(config: Config): Config {
  return { ...config, collections: config.collections?.map(withTimestamps) }
}
