import type { Bilingual } from '@/lib/bilingual'

/**
 * The partner wordmarks drawn for the site (scripts/assets/home-images.ts):
 * `src/seed/media/partner-<key>.webp`, each a company's name in Latin script.
 * The seed uploads them to Page images for the logo strips.
 */
export const PARTNERS = {
  'gulf-retail': { en: 'Gulf Retail', ar: 'الخليج للتجزئة' },
  'marina-foods': { en: 'Marina Foods', ar: 'مارينا للأغذية' },
  'al-noor': { en: 'Al Noor Realty', ar: 'النور العقارية' },
  'bayan-care': { en: 'Bayan Care', ar: 'بيان كير' },
  'sadu-style': { en: 'Sadu Style', ar: 'سدو ستايل' },
  'wafra-auto': { en: 'Wafra Auto', ar: 'الوفرة للسيارات' },
  'khaleej-air': { en: 'Khaleej Air', ar: 'خليج إير' },
} as const satisfies Record<string, Bilingual>

export type PartnerKey = keyof typeof PARTNERS

/** The seed file of a partner's wordmark. */
export const partnerFile = (key: PartnerKey) => `partner-${key}.webp`

/** A partner of a logo strip as the seed writes it: the wordmark to upload and the name screen readers say. */
export const partner = (key: PartnerKey) => ({
  image: { seedFile: 'page-images', file: partnerFile(key), alt: PARTNERS[key] },
  name: PARTNERS[key].en,
})
