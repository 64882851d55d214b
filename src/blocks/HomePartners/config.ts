import { leftToRight } from '@/cms/fields'
import { line } from '../fields'
import { PARTNER_LOGOS, type PartnerLogo } from './logos'
import type { Bilingual } from '@/lib/bilingual'
import { block } from '../block'

const LOGO_LABELS: Record<PartnerLogo, Bilingual> = {
  'gulf-retail': { en: 'Gulf Retail', ar: 'الخليج للتجزئة' },
  'marina-foods': { en: 'Marina Foods', ar: 'مارينا للأغذية' },
  'al-noor': { en: 'Al Noor Realty', ar: 'النور العقارية' },
  'bayan-care': { en: 'Bayan Care', ar: 'بيان كير' },
  'sadu-style': { en: 'Sadu Style', ar: 'سدو ستايل' },
  'wafra-auto': { en: 'Wafra Auto', ar: 'الوفرة للسيارات' },
  'khaleej-air': { en: 'Khaleej Air', ar: 'خليج إير' },
}

/** The partner-logo strip: a title and the logos, looping. Names stay in Latin script. */
export const HomePartnersBlock = block(
  'home-partners',
  { en: 'Partner logos', ar: 'شعارات الشركاء' },
  [
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    {
      name: 'logos',
      label: { en: 'Logos', ar: 'الشعارات' },
      labels: { singular: { en: 'Logo', ar: 'الشعار' }, plural: { en: 'Logos', ar: 'الشعارات' } },
      type: 'array',
      minRows: 1,
      maxRows: PARTNER_LOGOS.length,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'logo',
              label: { en: 'Logo', ar: 'الشعار' },
              type: 'select',
              required: true,
              options: PARTNER_LOGOS.map((value) => ({ label: LOGO_LABELS[value], value })),
            },
            leftToRight({
              name: 'name',
              label: { en: 'Company name', ar: 'اسم الشركة' },
              type: 'text',
              required: true,
              maxLength: 100,
              admin: {
                description: {
                  en: 'Read by screen readers in place of the logo.',
                  ar: 'تقرؤه قارئات الشاشة بدلًا من الشعار.',
                },
              },
            }),
          ],
        },
      ],
    },
  ],
)
