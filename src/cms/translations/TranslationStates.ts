import type { CollectionConfig } from 'payload'

import { canEditContent, nobody } from '../access'
import { listedAs } from '../admin-labels/sidebar'

/**
 * Where each document's Arabic stands, one row per document or global with
 * localized text: written by the save hooks (cms/translations/plugin.ts) in
 * the same transaction as the save, so `GET /api/translation-status` and the
 * Translations view read one table instead of walking every document. Nobody
 * writes here by hand; editors confirm an outdated field through the endpoint.
 */
export const TranslationStates: CollectionConfig = {
  ...listedAs('translation-states', {
    hidden: true,
    useAsTitle: 'title',
    defaultColumns: ['title', 'doc_collection', 'pending'],
  }),
  access: {
    read: canEditContent,
    readVersions: canEditContent,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  indexes: [{ fields: ['doc_collection', 'doc_id'], unique: true }],
  fields: [
    {
      // A collection's slug, or a global's.
      name: 'doc_collection',
      type: 'text',
      required: true,
      label: { en: 'Collection', ar: 'المجموعة' },
    },
    {
      name: 'doc_id',
      type: 'text',
      required: true,
      label: { en: 'Document', ar: 'المستند' },
    },
    { name: 'global', type: 'checkbox', defaultValue: false, label: { en: 'Global', ar: 'عام' } },
    { name: 'title', type: 'text', label: { en: 'Title', ar: 'العنوان' } },
    {
      name: 'pending',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      label: { en: 'Fields to translate', ar: 'حقول تنتظر الترجمة' },
    },
    {
      // Fields with English: with `missing`, how much of an Arabic page shows English instead.
      name: 'counted',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { en: 'Fields with English', ar: 'حقول فيها نص إنجليزي' },
    },
    { name: 'missing', type: 'json', label: { en: 'Missing', ar: 'ناقصة' } },
    { name: 'outdated', type: 'json', label: { en: 'Out of date', ar: 'قديمة' } },
    { name: 'fields', type: 'json', label: { en: 'Fields', ar: 'الحقول' } },
  ],
}
