import type { Field, GroupField, PayloadRequest } from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { siteMessage } from './admin-labels/messages'
import { leftToRight } from './fields'
import { text } from './text-fields'
import { LINKABLE_COLLECTIONS } from '@/lib/navigation/links'
import { isWebAddress } from '@/lib/safe-url'

type LinkData = {
  label?: string | null
  kind?: string | null
  reference?: unknown
  url?: string | null
}
type LinkValidation = { req?: Partial<PayloadRequest>; siblingData?: LinkData }

/**
 * A link staff choose rather than type: a page, service, success story or blog
 * post of this site (its address follows the document when its slug or parent
 * changes, and the link disappears while the document is unpublished), or a
 * full address on another website (opened in a new tab). The label is
 * optional where the document's own title reads well.
 */
export const linkGroup = (
  name: string,
  label: Bilingual,
  options: { labelRequired?: boolean } = {},
): GroupField => ({
  name,
  label,
  type: 'group',
  fields: linkFields(options),
})

export const linkFields = ({ labelRequired = false, withLabel = true } = {}): Field[] => [
  ...(withLabel ? [linkLabel(labelRequired)] : []),
  ...linkTarget(),
]

const linkLabel = (labelRequired: boolean): Field =>
  text(
    'label',
    { en: 'Label', ar: 'النص الظاهر' },
    60,
    labelRequired
      ? { required: true }
      : {
          description: {
            en: 'Leave empty to show the title of the page it opens.',
            ar: 'اتركه فارغًا لعرض عنوان الصفحة التي يفتحها.',
          },
        },
  )

/**
 * Where a link goes: a document of this site or a web address. `neededWhen`
 * says when a target must be chosen (a button left without text is not
 * shown, so it needs none).
 */
export const linkTarget = (
  neededWhen: (sibling: LinkData, req?: Partial<PayloadRequest>) => boolean = () => true,
): Field[] => [
  {
    name: 'kind',
    label: { en: 'Opens', ar: 'يفتح' },
    type: 'radio',
    required: true,
    defaultValue: 'internal',
    options: [
      { value: 'internal', label: { en: 'A page of this site', ar: 'صفحة من هذا الموقع' } },
      { value: 'external', label: { en: 'Another website', ar: 'موقعًا آخر' } },
    ],
    admin: { layout: 'horizontal' },
  },
  {
    name: 'reference',
    label: { en: 'Page', ar: 'الصفحة' },
    type: 'relationship',
    relationTo: [...LINKABLE_COLLECTIONS],
    // The page read keeps the reference as it is stored (the link's own read
    // gives its address and title): a whole page populated into another page's
    // sections would be read, and cached, with them.
    maxDepth: 0,
    admin: { condition: (_, sibling: LinkData) => sibling?.kind !== 'external' },
    validate: (value: unknown, { siblingData, req }: LinkValidation) =>
      siblingData?.kind === 'external' ||
      !neededWhen(siblingData ?? {}, req) ||
      Boolean(value) ||
      siteMessage(req, 'linkTargetRequired'),
  },
  leftToRight({
    name: 'url',
    label: { en: 'Address', ar: 'العنوان' },
    type: 'text',
    maxLength: 500,
    admin: { condition: (_, sibling: LinkData) => sibling?.kind === 'external' },
    validate: (value: unknown, { siblingData, req }: LinkValidation) => {
      if (siblingData?.kind !== 'external' || !neededWhen(siblingData, req)) return true
      if (typeof value !== 'string' || !value.trim()) return siteMessage(req, 'linkAddressRequired')
      return isWebAddress(value) || siteMessage(req, 'linkExternalOnly')
    },
  }),
]
