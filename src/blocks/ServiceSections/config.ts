import type { Block } from 'payload'

/**
 * Where the services appear on the page: one section per published service,
 * in display order. Their words are the services' own (the Services
 * collection), so the block itself holds none.
 */
export const ServiceSectionsBlock: Block = {
  slug: 'service-sections',
  interfaceName: 'ServiceSectionsBlock',
  labels: { singular: 'Services list', plural: 'Services lists' },
  admin: { disableBlockName: true },
  fields: [],
}
