import type { ArrayField, Field } from 'payload'

import { list, type ListOptions } from '@/cms/list-field'

/** The entries of a section block, at least one unless told otherwise. */
export const items = (fields: Field[], options: ListOptions = {}): ArrayField =>
  list('items', { en: 'Items', ar: 'العناصر' }, { en: 'Item', ar: 'عنصر' }, fields, {
    minRows: 1,
    ...options,
  })
