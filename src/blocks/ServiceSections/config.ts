import { block } from '../block'

/**
 * Where the services appear on the page: one section per published service,
 * in display order. Their words are the services' own (the Services
 * collection), so the block itself holds none.
 */
export const ServiceSectionsBlock = block(
  'service-sections',
  {
    singular: { en: 'Services list', ar: 'قائمة الخدمات' },
    plural: { en: 'Services lists', ar: 'قوائم الخدمات' },
  },
  [],
  { admin: { disableBlockName: true } },
)
