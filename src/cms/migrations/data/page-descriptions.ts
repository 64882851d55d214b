import { quote as quoted, type Run } from './block-pictures'

/**
 * Until 2026-12-06 the What We Do, Our Work and privacy policy pages had
 * routes of their own, which took their search descriptions from the site's
 * messages, and the last two added a back-to-top link. One route now draws
 * them like any page staff make, from the page document alone: the
 * descriptions become the pages' own search descriptions (published and in
 * every version; one staff have written is kept), and the back-to-top link is
 * the page's new setting. The words are as the messages had them on that day.
 */
export const PAGE_DESCRIPTIONS = {
  'what-we-do': {
    en: 'Web development, mobile apps, e-commerce, ERP, property management and food and beverage software: six services from one team in Kuwait and Abu Dhabi.',
    ar: 'تطوير المواقع الإلكترونية وتطبيقات الجوال والتجارة الإلكترونية وأنظمة تخطيط موارد المؤسسات (ERP) وإدارة العقارات وحلول المطاعم: ست خدمات من فريق واحد في الكويت وأبوظبي.',
  },
  'our-work': {
    en: 'Case studies and featured projects: 2,000+ projects for 800+ clients in 20+ countries.',
    ar: 'دراسات حالة ومشاريع مختارة: أكثر من 2,000 مشروع لأكثر من 800 عميل في أكثر من 20 دولة.',
  },
  'privacy-policy': {
    en: 'The terms and privacy policy for using this website and our services, governed by the laws of the State of Kuwait.',
    ar: 'شروط استخدام هذا الموقع وخدماتنا وسياسة الخصوصية، وفقًا لقوانين دولة الكويت.',
  },
} as const

/**
 * Until 2026-12-06 the About page had a route of its own too, with its search
 * description in the messages: the same move, a day later (migration
 * about_page_by_address). The words are as the messages had them that day.
 */
export const ABOUT_DESCRIPTION = {
  about: {
    en: 'A Kuwaiti software and IT services company since 2007: our mission, our values and the team that builds web, mobile, ERP and restaurant software across the Gulf.',
    ar: 'شركة كويتية للبرمجيات وخدمات تقنية المعلومات منذ عام 2007: رسالتنا وقيمنا والفريق الذي يبني المواقع وتطبيقات الجوال وأنظمة تخطيط موارد المؤسسات (ERP) وحلول المطاعم في الخليج.',
  },
} as const

/**
 * Until 2026-12-06 the Contact page had a route of its own too: the same move
 * again (migration contact_page_by_address), the words as the messages had
 * them that day.
 */
export const CONTACT_DESCRIPTION = {
  contact: {
    en: 'Talk to us in Kuwait or Abu Dhabi: office addresses, working hours, a map and an enquiry form. We reply within one working day.',
    ar: 'تواصل معنا في الكويت أو أبوظبي: عناوين المكاتب وساعات العمل والخريطة ونموذج الاستفسار. نرد خلال يوم عمل واحد.',
  },
} as const

/** Every description that moved out of the messages, as the seed gives a new site. */
export const MOVED_DESCRIPTIONS = {
  ...PAGE_DESCRIPTIONS,
  ...ABOUT_DESCRIPTION,
  ...CONTACT_DESCRIPTION,
}

/** The pages whose route drew a back-to-top link. */
export const LONG_PAGES = ['our-work', 'privacy-policy'] as const

export async function pageDescriptions(run: Run): Promise<void> {
  const keys = LONG_PAGES.map(quoted).join(', ')
  await run(`UPDATE "page_keywords" SET "back_to_top" = TRUE WHERE "page_slug" IN (${keys})`)
  await run(
    `UPDATE "_page_keywords_v" SET "version_back_to_top" = TRUE WHERE "version_page_slug" IN (${keys})`,
  )
  await describePages(run, PAGE_DESCRIPTIONS)
}

/**
 * Writes each page's description, in both languages, into its own search
 * description: published and in every version, where staff have written none.
 */
export async function describePages(
  run: Run,
  descriptions: Record<string, { en: string; ar: string }>,
): Promise<void> {
  for (const [key, words] of Object.entries(descriptions))
    for (const [locale, description] of Object.entries(words))
      for (const [table, column, pages, keyColumn] of [
        ['page_keywords_locales', 'meta_description', 'page_keywords', 'page_slug'],
        ['_page_keywords_v_locales', 'version_meta_description', '_page_keywords_v', 'version_page_slug'],
      ] as const)
        await run(
          `UPDATE "${table}" SET "${column}" = ${quoted(description)}
            WHERE "_locale" = ${quoted(locale)} AND ("${column}" IS NULL OR TRIM("${column}") = '')
            AND "_parent_id" IN (SELECT "id" FROM "${pages}" WHERE "${keyColumn}" = ${quoted(key)})`,
        )
}
