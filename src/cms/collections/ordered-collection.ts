import type { CollectionConfig, CollectionSlug } from 'payload'

import { activeOrStaff, staffWrites } from '../access'
import { displayOrder, isActive } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

/**
 * A collection the site lists in the order staff give it (display order) and
 * shows only while active: staff write it, visitors read the active entries,
 * and a change rebuilds the pages that show it. Extra hooks join the rebuild.
 */
export const orderedCollection = (
  config: Omit<CollectionConfig, 'defaultSort' | 'access'>,
): CollectionConfig => ({
  ...config,
  defaultSort: 'display_order',
  access: { read: activeOrStaff, ...staffWrites },
  hooks: { ...revalidateHooks, ...config.hooks },
  fields: [...config.fields, displayOrder(config.slug as CollectionSlug), isActive],
})
