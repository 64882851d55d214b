import type { Block } from 'payload'

import { leftToRight } from '@/cms/fields'
import { line } from '../fields'
import { PARTNER_LOGOS, type PartnerLogo } from './logos'

const LOGO_LABELS: Record<PartnerLogo, string> = {
  'gulf-retail': 'Gulf Retail',
  'marina-foods': 'Marina Foods',
  'al-noor': 'Al Noor Realty',
  'bayan-care': 'Bayan Care',
  'sadu-style': 'Sadu Style',
  'wafra-auto': 'Wafra Auto',
  'khaleej-air': 'Khaleej Air',
}

/** The partner-logo strip: a title and the logos, looping. Names stay in Latin script. */
export const HomePartnersBlock: Block = {
  slug: 'home-partners',
  interfaceName: 'HomePartnersBlock',
  labels: { singular: 'Partner logos', plural: 'Partner logos' },
  fields: [
    line('title', 'Title', true),
    {
      name: 'logos',
      label: 'Logos',
      type: 'array',
      minRows: 1,
      maxRows: PARTNER_LOGOS.length,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'logo',
              label: 'Logo',
              type: 'select',
              required: true,
              options: PARTNER_LOGOS.map((value) => ({ label: LOGO_LABELS[value], value })),
            },
            leftToRight({
              name: 'name',
              label: 'Company name',
              type: 'text',
              required: true,
              maxLength: 100,
              admin: { description: 'Read by screen readers in place of the logo.' },
            }),
          ],
        },
      ],
    },
  ],
}
