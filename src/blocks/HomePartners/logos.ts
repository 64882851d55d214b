/** The partner wordmarks drawn for the site, by name (files bundled with the view). */
export const PARTNER_LOGOS = [
  'gulf-retail',
  'marina-foods',
  'al-noor',
  'bayan-care',
  'sadu-style',
  'wafra-auto',
  'khaleej-air',
] as const
export type PartnerLogo = (typeof PARTNER_LOGOS)[number]
