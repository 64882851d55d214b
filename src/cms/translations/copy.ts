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
    mostlyEnglish: 'Arabic pages showing mostly English',
    mostlyEnglishIntro:
      'Half or more of these pages’ texts have no Arabic, so Arabic visitors read them in English.',
    share: (missing: number, counted: number) => `${missing} of ${counted} texts in English`,
    publishMissing: (n: number) =>
      `${n} ${n === 1 ? 'field has' : 'fields have'} no Arabic: Arabic visitors will read the English there. Publish anyway?`,
    publishAfterAutosave: 'Saving your last changes first: publishing as soon as that is done.',
    publishNotAfterAutosave:
      'Not published: your last changes are still being saved. Wait for the save to finish and click “Publish changes” again.',
    xliff: 'Exchange with translators (XLIFF 2.0)',
    xliffIntro:
      'Download the fields to translate as one XLIFF file for a translator or agency; import the translated file to write the Arabic as drafts, ready for review and publishing.',
    downloadPending: 'Download everything to translate',
    downloadOne: 'XLIFF',
    downloadOneLabel: (title: string) => `Download ${title} as XLIFF`,
    importFile: 'Translated XLIFF file',
    import: 'Import as drafts',
    importing: 'Importing…',
    imported: (applied: number, skipped: number, refused: number) =>
      `${applied} applied, ${skipped} skipped, ${refused} refused.`,
    importFailed: 'The file could not be imported.',
    outcomes: { applied: 'Applied', skipped: 'Skipped', refused: 'Refused' },
    reasons: {
      translated: 'translated',
      unchanged: 'the same as now',
      noTarget: 'no translation in the file',
      notForTranslation: 'not for translation',
      unknownDocument: 'no such document',
      unknownField: 'no such field',
      englishChanged: 'the English changed since the export',
      documentRefused: 'another field of this document was refused',
      malformedMarkup: 'codes that are not the source’s',
      unsafeContent: 'script in the text',
      tooLong: 'longer than the field takes',
    },
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
    mostlyEnglish: 'صفحات عربية يغلب عليها النص الإنجليزي',
    mostlyEnglishIntro:
      'نصف نصوص هذه الصفحات أو أكثر بلا ترجمة عربية، فيقرؤها زوار الموقع بالعربية بالإنجليزية.',
    share: (missing: number, counted: number) => `${missing} من ${counted} نصًا بالإنجليزية`,
    publishMissing: (n: number) =>
      `النص العربي ناقص في حقول عددها ${n}، وسيقرأ زوار الموقع بالعربية النص الإنجليزي مكانها. هل تريد النشر على أي حال؟`,
    publishAfterAutosave: 'جارٍ حفظ آخر تعديلاتك أولًا، وسيتم النشر فور انتهائه.',
    publishNotAfterAutosave:
      'لم يُنشر المحتوى: ما زال حفظ آخر تعديلاتك جاريًا. انتظر حتى يكتمل الحفظ ثم انقر «نشر التغييرات» مرة أخرى.',
    xliff: 'التبادل مع المترجمين (XLIFF 2.0)',
    xliffIntro:
      'نزّل الحقول التي تنتظر الترجمة في ملف XLIFF واحد لمترجم أو وكالة، ثم استورد الملف المترجم لتُكتب العربية مسوداتٍ جاهزة للمراجعة والنشر.',
    downloadPending: 'تنزيل كل ما ينتظر الترجمة',
    downloadOne: 'XLIFF',
    downloadOneLabel: (title: string) => `تنزيل «${title}» بصيغة XLIFF`,
    importFile: 'ملف XLIFF المترجم',
    import: 'استيراد كمسودات',
    importing: 'جارٍ الاستيراد…',
    imported: (applied: number, skipped: number, refused: number) =>
      `طُبّق: ${applied}، تُخطّي: ${skipped}، رُفض: ${refused}.`,
    importFailed: 'تعذّر استيراد الملف.',
    outcomes: { applied: 'طُبّق', skipped: 'تُخطّي', refused: 'رُفض' },
    reasons: {
      translated: 'مترجم',
      unchanged: 'مطابق للموجود',
      noTarget: 'لا ترجمة له في الملف',
      notForTranslation: 'ليس للترجمة',
      unknownDocument: 'لا يوجد هذا المستند',
      unknownField: 'لا يوجد هذا الحقل',
      englishChanged: 'تغيّر النص الإنجليزي بعد التصدير',
      documentRefused: 'رُفض حقل آخر من هذا المستند',
      malformedMarkup: 'رموز لا تطابق رموز المصدر',
      unsafeContent: 'نص برمجي في الترجمة',
      tooLong: 'أطول مما يتسع له الحقل',
    },
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
