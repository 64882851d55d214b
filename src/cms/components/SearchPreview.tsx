'use client'

import { useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { documentPath } from '@/lib/document-paths'
import { arabicCharacters, searchChecks, SEARCH_LENGTHS, type PageHead } from '@/lib/page-head'
import { localizePath } from '@/lib/routes'

type Live = ({ live: true } & PageHead) | { live: false; status?: number }

const COPY = {
  en: {
    heading: 'In search results and shared links',
    source:
      'Read from the page the site serves now, with the search fields below as you typed them: empty ones use the page’s own title and summary.',
    notLive:
      'This page is not on the site in this language yet: the preview shows the search fields as you typed them.',
    defaults:
      'The site’s defaults: pages with no search description or share image of their own use these.',
    loading: 'Reading the page…',
    checks: (passing: number, total: number) => `${passing} of ${total} checks pass`,
    title: (length: number) =>
      length === 0
        ? 'Title: missing.'
        : length <= SEARCH_LENGTHS.title.max
          ? `Title: ${length} characters, shown whole.`
          : `Title: ${length} characters; search engines cut it after about ${SEARCH_LENGTHS.title.max}.`,
    description: (length: number) =>
      length < SEARCH_LENGTHS.description.min
        ? `Description: ${length} characters; at least ${SEARCH_LENGTHS.description.min} say enough to be chosen.`
        : length <= SEARCH_LENGTHS.description.max
          ? `Description: ${length} characters, shown whole.`
          : `Description: ${length} characters; search engines cut it after about ${SEARCH_LENGTHS.description.max}.`,
    image: (has: boolean, own: boolean) =>
      !has
        ? 'Share image: none.'
        : own
          ? 'Share image: this page’s own.'
          : 'Share image: the one the page has now (its own picture or the site’s default).',
    imageAlt: 'The share image',
  },
  ar: {
    heading: 'في نتائج البحث والروابط المُشارَكة',
    source:
      'مقروءة من الصفحة التي يعرضها الموقع الآن، مع حقول البحث أدناه كما كتبتها: الحقل الفارغ يأخذ عنوان الصفحة وملخّصها.',
    notLive: 'هذه الصفحة ليست على الموقع بهذه اللغة بعد: تعرض المعاينة حقول البحث كما كتبتها.',
    defaults:
      'القيم الافتراضية للموقع: تستخدمها الصفحات التي ليس لها وصف بحث أو صورة مشاركة خاصة بها.',
    loading: 'جارٍ قراءة الصفحة…',
    checks: (passing: number, total: number) => `${passing} من ${total} فحوص ناجحة`,
    title: (length: number) =>
      length === 0
        ? 'العنوان: غير موجود.'
        : length <= SEARCH_LENGTHS.title.max
          ? `العنوان: ${arabicCharacters(length)}، يظهر كاملًا.`
          : `العنوان: ${arabicCharacters(length)}، وتقطعه محركات البحث بعد نحو ${arabicCharacters(SEARCH_LENGTHS.title.max)}.`,
    description: (length: number) =>
      length < SEARCH_LENGTHS.description.min
        ? `الوصف: ${arabicCharacters(length)}، ويحتاج ${arabicCharacters(SEARCH_LENGTHS.description.min)} على الأقل ليقول ما يكفي.`
        : length <= SEARCH_LENGTHS.description.max
          ? `الوصف: ${arabicCharacters(length)}، يظهر كاملًا.`
          : `الوصف: ${arabicCharacters(length)}، وتقطعه محركات البحث بعد نحو ${arabicCharacters(SEARCH_LENGTHS.description.max)}.`,
    image: (has: boolean, own: boolean) =>
      !has
        ? 'صورة المشاركة: لا توجد.'
        : own
          ? 'صورة المشاركة: صورة هذه الصفحة الخاصة.'
          : 'صورة المشاركة: الصورة التي للصفحة الآن (صورتها أو الصورة الافتراضية للموقع).',
    imageAlt: 'صورة المشاركة',
  },
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The search result and share card of the page being edited, as the site
 * really outputs them: read from the served page's head (/api/search-preview),
 * with the search fields as staff type them on top, since what staff set wins
 * on the site too. Its three checks judge that result, so a page relying on
 * its own title and summary is not reported as failing. In place of the SEO
 * plugin's own checks and preview, which looked at the empty fields only.
 */
export default function SearchPreview() {
  const { i18n } = useTranslation()
  const copy = i18n.language === 'ar' ? COPY.ar : COPY.en
  const { code: locale } = useLocale()
  const { collectionSlug, globalSlug, savedDocumentData } = useDocumentInfo()
  const typedTitle = text(useFormFields(([fields]) => fields['meta.title']?.value))
  const typedDescription = text(useFormFields(([fields]) => fields['meta.description']?.value))
  const typedImage = Boolean(useFormFields(([fields]) => fields['meta.image']?.value))
  const saved = (savedDocumentData ?? {}) as Record<string, unknown>
  // The settings hold the site's defaults, not a page: their fields are judged as typed.
  const path = collectionSlug && !globalSlug ? documentPath(collectionSlug, saved as never) : null
  const address = path ? localizePath(path, locale === 'ar' ? 'ar' : 'en') : null
  const [read, setRead] = useState<Live | null>(null)
  // What the site sends changes on a publish (or any save of a document without
  // drafts), never on an autosave of a draft: read it again only then.
  const changesSite = saved._status === undefined || saved._status === 'published'
  const savedStamp = changesSite ? String(saved.updatedAt ?? '') : null
  const [siteStamp, setSiteStamp] = useState(savedStamp)
  if (savedStamp !== null && savedStamp !== siteStamp) setSiteStamp(savedStamp)
  // A document with no page (the settings, a page not yet given an address) is judged as typed.
  const live: Live | null = address ? read : { live: false }

  useEffect(() => {
    if (!address) return
    const controller = new AbortController()
    fetch(`/api/search-preview?path=${encodeURIComponent(address)}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : { live: false }))
      .then((answer: Live) => setRead(answer))
      .catch(() => undefined)
    return () => controller.abort()
  }, [address, siteStamp])

  if (!live) return <div className="search-preview">{copy.loading}</div>
  const shown: PageHead = {
    title: typedTitle || (live.live ? live.title : ''),
    description: typedDescription || (live.live ? live.description : ''),
    image: typedImage ? 'own' : live.live ? live.image : '',
    imageAlt: live.live ? live.imageAlt : '',
  }
  const checks = searchChecks(shown)
  const passing = checks.filter((check) => check.passes).length
  const line = (check: (typeof checks)[number]) =>
    check.key === 'title'
      ? copy.title(check.length ?? 0)
      : check.key === 'description'
        ? copy.description(check.length ?? 0)
        : copy.image(check.passes, typedImage)
  return (
    <section className="search-preview" aria-labelledby="search-preview-heading">
      <h3 id="search-preview-heading" className="search-preview__heading">
        {copy.heading}
      </h3>
      <p className="search-preview__source">
        {globalSlug ? copy.defaults : live.live ? copy.source : copy.notLive}
      </p>
      <div className="search-preview__result">
        {address && (
          <div className="search-preview__address" dir="ltr">
            {address}
          </div>
        )}
        <div className="search-preview__title">{shown.title}</div>
        <div className="search-preview__description">{shown.description}</div>
        {live.live && !typedImage && live.image && (
          // eslint-disable-next-line @next/next/no-img-element -- the admin shows the page's own share image as served
          <img
            className="search-preview__image"
            src={live.image}
            alt={live.imageAlt || copy.imageAlt}
          />
        )}
      </div>
      <p className="search-preview__summary">{copy.checks(passing, checks.length)}</p>
      <ul className="search-preview__checks">
        {checks.map((check) => (
          <li key={check.key} data-passes={check.passes}>
            <span aria-hidden="true">{check.passes ? '✓' : '✗'}</span> {line(check)}
          </li>
        ))}
      </ul>
    </section>
  )
}
