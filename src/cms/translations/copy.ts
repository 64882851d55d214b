import type { AdminLanguage } from '../collections/enquiry-statuses'

/** The words of the translation state (edit view, list column, Translations view), in both admin languages. */
export const TRANSLATION_COPY = {
  en: {
    title: 'Translations',
    intro:
      'Documents whose Arabic is missing (empty while the English is not) or out of date (the English changed after the Arabic was written). Fields are followed one by one, inside sections and lists too.',
    arabic: 'Arabic',
    summary: (missing: number, outdated: number) =>
      missing + outdated === 0
        ? 'Arabic: complete'
        : `Arabic: ${[missing ? `${missing} missing` : '', outdated ? `${outdated} out of date` : ''].filter(Boolean).join(', ')}`,
    complete: 'Complete',
    missing: 'Missing',
    outdated: 'Out of date',
    missingCount: (n: number) => `${n} missing`,
    outdatedCount: (n: number) => `${n} out of date`,
    fields: 'Fields',
    document: 'Document',
    collection: 'Type',
    state: 'State',
    all: 'All',
    allTypes: 'All types',
    filter: 'Show',
    show: 'Show',
    stillCorrect: 'Still correct',
    stillCorrectHint: 'The Arabic still says what the new English says',
    confirmed: 'Marked as still correct.',
    failed: 'Could not be saved. Try again.',
    open: 'Open in Arabic',
    none: 'Every Arabic text is written and up to date.',
    noneFiltered: 'Nothing matches these filters.',
    total: (documents: number, fields: number) =>
      `${documents} ${documents === 1 ? 'document' : 'documents'}, ${fields} ${fields === 1 ? 'field' : 'fields'} to translate`,
    seeAll: 'All translations',
    global: 'Settings',
    signIn: 'Only editors and administrators work on translations.',
  },
  ar: {
    title: 'الترجمة',
    intro:
      'المستندات التي نصها العربي ناقص (فارغ والإنجليزي غير فارغ) أو قديم (تغيّر الإنجليزي بعد كتابة العربي). تُتابَع الحقول واحدًا واحدًا، بما فيها حقول الأقسام والقوائم.',
    arabic: 'العربية',
    summary: (missing: number, outdated: number) =>
      missing + outdated === 0
        ? 'العربية: مكتملة'
        : `العربية: ${[missing ? `ناقصة ${missing}` : '', outdated ? `قديمة ${outdated}` : ''].filter(Boolean).join('، ')}`,
    complete: 'مكتملة',
    missing: 'ناقصة',
    outdated: 'قديمة',
    missingCount: (n: number) => `ناقصة ${n}`,
    outdatedCount: (n: number) => `قديمة ${n}`,
    fields: 'الحقول',
    document: 'المستند',
    collection: 'النوع',
    state: 'الحالة',
    all: 'الكل',
    allTypes: 'كل الأنواع',
    filter: 'عرض',
    show: 'اعرض',
    stillCorrect: 'ما زالت صحيحة',
    stillCorrectHint: 'النص العربي ما زال يقول ما يقوله الإنجليزي الجديد',
    confirmed: 'عُلِّمت على أنها ما زالت صحيحة.',
    failed: 'تعذّر الحفظ. حاول مرة أخرى.',
    open: 'افتح بالعربية',
    none: 'كل النصوص العربية مكتوبة ومحدَّثة.',
    noneFiltered: 'لا شيء يطابق هذا الاختيار.',
    total: (documents: number, fields: number) =>
      `المستندات: ${documents}، الحقول التي تنتظر الترجمة: ${fields}`,
    seeAll: 'كل الترجمات',
    global: 'الإعدادات',
    signIn: 'الترجمة من عمل المحررين والمديرين فقط.',
  },
} satisfies Record<AdminLanguage, Record<string, unknown>>

/** Where a field is edited: its document in Arabic, scrolled to the field. */
export function fieldAddress(
  entity: { collection: string; id: string; global: boolean },
  path?: string,
): string {
  const base = entity.global
    ? `/admin/globals/${entity.collection}`
    : `/admin/collections/${entity.collection}/${encodeURIComponent(entity.id)}`
  return `${base}?locale=ar${path ? `#field-${path.replace(/\./g, '__')}` : ''}`
}
