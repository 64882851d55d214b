import type { PayloadRequest, TextField } from 'payload'

import { adminMessage } from '@/cms/admin-labels'
import { leftToRight } from '@/cms/fields'

/**
 * The fields naming a project on Our Work: its key (the page's anchor
 * `#case-<key>` or a card's `data-project`) and its brand name, written in
 * Latin script in both languages.
 */
export const projectKey: TextField = leftToRight({
  name: 'key',
  type: 'text',
  required: true,
  validate: (value: string | null | undefined, { req }: { req?: Partial<PayloadRequest> }) =>
    (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
    adminMessage(req, 'Use lower-case letters, digits and single hyphens (e.g. nutrition-app).'),
  admin: { description: 'A short name for links to the project (e.g. nutrition-app).' },
})

export const brandName: TextField = leftToRight({
  name: 'name',
  type: 'text',
  required: true,
  maxLength: 80,
  admin: { description: 'The product’s name, the same in both languages.' },
})
