import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../access'
import { listedAs } from '../admin-labels/sidebar'

/**
 * The site's visit counts: one row per Kuwait day, dimension (src/lib/analytics/fields.ts) and key (a
 * page's address, a referring host, a campaign…) with its count, added to by
 * each server's tally (src/lib/analytics/store.ts writes with one additive
 * upsert, so replicas never overwrite each other). Rows of the `visitor`
 * dimension are the day's visitor hashes (src/lib/analytics/page-view.ts):
 * once the day is over they become one `visitors` count and are deleted.
 * Everything is deleted after 25 months. Nobody writes here by hand; staff
 * read it through the Insights view and `GET /api/insights`.
 */
export const SiteVisits: CollectionConfig = {
  ...listedAs('site-visits', {
    hidden: true,
    useAsTitle: 'key',
    defaultColumns: ['day', 'dimension', 'key', 'count'],
  }),
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['day', 'dimension', 'key'], unique: true }],
  fields: [
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'Day (Kuwait time)', ar: 'اليوم (بتوقيت الكويت)' },
    },
    {
      // Text, not a select: a new dimension needs no enum migration on PostgreSQL.
      name: 'dimension',
      type: 'text',
      required: true,
      label: { en: 'What is counted', ar: 'ما يُحتسب' },
    },
    {
      name: 'key',
      type: 'text',
      required: false,
      defaultValue: '',
      label: { en: 'Counted value', ar: 'القيمة المحتسبة' },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { en: 'Count', ar: 'العدد' },
    },
  ],
}
