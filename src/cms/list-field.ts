import type { ArrayField, Field } from 'payload'

import type { Bilingual } from '@/lib/bilingual'

export type ListOptions = Partial<Pick<ArrayField, 'required' | 'minRows' | 'maxRows' | 'admin'>>

/** A repeated group of fields, named in both languages for one entry and for the list. */
export const list = (
  name: string,
  label: Bilingual,
  singular: Bilingual,
  fields: Field[],
  options: ListOptions = {},
): ArrayField => ({
  name,
  label,
  labels: { singular, plural: label },
  type: 'array',
  ...options,
  fields,
})

/** Array rows headed by their content (cms/components/ArrayRowLabel.tsx), not "Item 01". */
export const rowLabel = (singular: Bilingual, fields?: string[]) => ({
  components: {
    RowLabel: { path: '@/cms/components/ArrayRowLabel', clientProps: { singular, fields } },
  },
})
