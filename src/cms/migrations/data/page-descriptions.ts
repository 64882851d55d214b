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

/**
 * Until 2026-12-06 the home page had a route of its own too, which titled it
 * "company · tagline", described it from the messages and always drew a
 * back-to-top link. The locale's root route now draws it from its document
 * like the others (migration home_page_by_address): the title becomes its own
 * search title (the company's name as the site settings give it, else the
 * name the messages gave), the description its search description, the link
 * its setting. The words are as the messages had them that day.
 */
export const HOME_SEARCH = {
  company: { en: 'Nakhla Technologies', ar: 'نخلة للتقنية' },
  tagline: {
    en: 'Software and IT services in Kuwait',
    ar: 'البرمجيات وخدمات تقنية المعلومات في الكويت',
  },
  description: {
    home: {
      en: 'Web, mobile, e-commerce, ERP, property management and restaurant software built in Kuwait since 2020 for businesses across the Gulf.',
      ar: 'مواقع إلكترونية وتطبيقات جوال وتجارة إلكترونية وأنظمة تخطيط موارد المؤسسات وإدارة العقارات وحلول المطاعم، نبنيها في الكويت منذ عام 2020 لشركات الخليج.',
    },
  },
} as const

/** The home page's search title as its route gave it, with the seed's company name. */
export const homeSearchTitle = (locale: 'en' | 'ar') =>
  `${HOME_SEARCH.company[locale]} · ${HOME_SEARCH.tagline[locale]}`

/** Every description that moved out of the messages, as the seed gives a new site. */
export const MOVED_DESCRIPTIONS = {
  ...PAGE_DESCRIPTIONS,
  ...ABOUT_DESCRIPTION,
  ...CONTACT_DESCRIPTION,
  ...HOME_SEARCH.description,
}

/** The pages whose route drew a back-to-top link. */
export const LONG_PAGES = ['our-work', 'privacy-policy', 'home'] as const

/** The back-to-top link as the pages' routes drew it, published and in every version. */
async function backToTop(run: Run, pages: readonly string[]): Promise<void> {
  const keys = pages.map(quoted).join(', ')
  await run(`UPDATE "page_keywords" SET "back_to_top" = TRUE WHERE "page_slug" IN (${keys})`)
  await run(
    `UPDATE "_page_keywords_v" SET "version_back_to_top" = TRUE WHERE "version_page_slug" IN (${keys})`,
  )
}

export async function pageDescriptions(run: Run): Promise<void> {
  await backToTop(run, ['our-work', 'privacy-policy'])
  await describePages(run, PAGE_DESCRIPTIONS)
}

/**
 * The home page's search title, description and back-to-top link, as its
 * route gave them, where staff have set none (published and every version).
 */
export async function homeSearchFields(run: Run): Promise<void> {
  await backToTop(run, ['home'])
  await describePages(run, HOME_SEARCH.description)
  for (const locale of ['en', 'ar'] as const) {
    const company = `COALESCE((SELECT NULLIF(TRIM("company_name"), '') FROM "site_settings_locales"
      WHERE "_locale" = ${quoted(locale)} LIMIT 1), ${quoted(HOME_SEARCH.company[locale])})`
    const tagline = quoted(` · ${HOME_SEARCH.tagline[locale]}`)
    await fillEmpty(run, 'meta_title', 'home', locale, `${company} || ${tagline}`)
  }
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
      await fillEmpty(run, 'meta_description', key, locale, quoted(description))
}

/** A page's search fields, published and in its versions (whose columns are prefixed). */
const SEARCH_TABLES = [
  { table: 'page_keywords_locales', prefix: '', pages: 'page_keywords', key: 'page_slug' },
  {
    table: '_page_keywords_v_locales',
    prefix: 'version_',
    pages: '_page_keywords_v',
    key: 'version_page_slug',
  },
] as const

/** Sets a search field of a page in a language to the SQL value, where it is still empty. */
async function fillEmpty(run: Run, field: string, page: string, locale: string, value: string) {
  for (const { table, prefix, pages, key } of SEARCH_TABLES) {
    const column = `${prefix}${field}`
    await run(
      `UPDATE "${table}" SET "${column}" = ${value}
        WHERE "_locale" = ${quoted(locale)} AND ("${column}" IS NULL OR TRIM("${column}") = '')
        AND "_parent_id" IN (SELECT "id" FROM "${pages}" WHERE "${key}" = ${quoted(page)})`,
    )
  }
}
