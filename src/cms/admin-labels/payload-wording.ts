/**
 * Corrections to Payload's own interface wording, merged over
 * @payloadcms/translations through `i18n.translations` (a key missing here
 * keeps Payload's text).
 *
 * Payload's Arabic calls a content locale "الموقع" / "الموقع المحلي" (a web
 * site, a local site), has spelling slips ("أنشاء"), an untranslated string and
 * one value that is a stray translation prompt. Its Arabic also makes words
 * agree with a label whose gender it cannot know ("{{label}} تم إنشاؤها",
 * "{{label}} جديد": "تحويل تم إنشاؤها", "صفحة جديد"): those are phrased as a
 * verb before the label, which agrees with any. Its English and Arabic also
 * give the content-language switch (the document's locale) and the admin's
 * own language the same name, "Language"/"اللغة": staff could not tell which
 * one they were changing.
 */
export const PAYLOAD_WORDING = {
  en: {
    general: {
      locale: 'Content language',
      locales: 'Content languages',
      language: 'Admin language',
    },
    // A restore writes a draft of one content language (cms/restore-as-draft.ts): the dialog says so.
    version: {
      aboutToRestore:
        'This {{label}} will be restored as a draft, as it was on {{versionDate}} (Kuwait time). Only the content language you are working in is restored: to restore the other one too, switch the content language and restore this version again. Visitors keep seeing the published version until you publish it.',
      aboutToRestoreGlobal:
        'The {{label}} will be restored as a draft, as they were on {{versionDate}} (Kuwait time). Only the content language you are working in is restored: to restore the other one too, switch the content language and restore this version again. Visitors keep seeing the published settings until you publish them.',
    },
  },
  ar: {
    authentication: {
      verifyYourEmail: 'أكّد بريدك الإلكتروني',
    },
    dashboard: {
      addButton: 'أضف +',
      addWidget: 'أضف أداة',
      editingDashboard: 'تعديل لوحة التحكم',
    },
    fields: {
      addNewLabel: 'إضافة {{label}}',
      newLabel: 'إضافة {{label}}',
      uploadNewLabel: 'رفع {{label}}',
      selectFieldsToEdit: 'حدّد الحقول التي تريد تعديلها',
      toggleBlock: 'إظهار وحدة المحتوى أو إخفاؤها',
    },
    general: {
      locale: 'لغة المحتوى',
      locales: 'لغات المحتوى',
      language: 'لغة الواجهة',
      allLocales: 'جميع اللغات',
      createNew: 'إنشاء جديد',
      newLabel: 'إضافة {{label}}',
      createNewLabel: 'إنشاء {{label}}',
      creatingNewLabel: 'جارٍ إنشاء {{label}}',
      successfullyCreated: 'تم إنشاء {{label}} بنجاح.',
      successfullyDuplicated: 'تم استنساخ {{label}} بنجاح.',
      trashedCountSuccessfully: 'تم نقل {{count}} {{label}} إلى سلة المهملات.',
      clear: 'مسح',
      false: 'خطأ',
      move: 'نقل',
      moving: 'جارٍ النقل',
      previous: 'السابق',
      unlock: 'إلغاء القفل',
      success: 'تمّ بنجاح',
      submissionSuccessful: 'تمّ الإرسال بنجاح.',
      restoring: 'جارٍ الاستعادة...',
      schedulePublishFor: 'جدولة النشر لـ {{title}}',
      aboutToTrash: 'أنت على وشك نقل {{label}} <1>{{title}}</1> إلى سلة المهملات. هل أنت متأكد؟',
      emptyTrash: 'أفرغ سلة المهملات',
    },
    localization: {
      cannotCopySameLocale: 'لا يمكن النسخ إلى اللغة نفسها',
      copyToLocale: 'نسخ إلى لغة أخرى',
      localeToPublish: 'اللغة المراد نشرها',
      selectedLocales: 'اللغات المختارة',
      selectLocaleToCopy: 'اختر اللغة المراد النسخ إليها',
      selectLocaleToDuplicate: 'اختر اللغات المراد نسخها',
    },
    upload: {
      crop: 'قصّ',
      height: 'الارتفاع',
      setFocalPoint: 'حدّد نقطة التركيز',
    },
    validation: {
      latitudeOutOfBounds: 'يجب أن يكون خط العرض بين ‎-90 و90.',
      longitudeOutOfBounds: 'يجب أن يكون خط الطول بين ‎-180 و180.',
    },
    version: {
      aboutToRestore:
        'ستُستعاد هذه النسخة من {{label}} كمسودة كما كانت في {{versionDate}} (بتوقيت الكويت)، بلغة المحتوى التي تعمل بها فقط: ولاستعادة اللغة الأخرى أيضًا بدّل لغة المحتوى واستعِد هذه النسخة مرة أخرى. يبقى الزوار يرون النسخة المنشورة إلى أن تنشرها.',
      aboutToRestoreGlobal:
        'ستُستعاد نسخة {{label}} كمسودة كما كانت في {{versionDate}} (بتوقيت الكويت)، بلغة المحتوى التي تعمل بها فقط: ولاستعادة اللغة الأخرى أيضًا بدّل لغة المحتوى واستعِد هذه النسخة مرة أخرى. يبقى الزوار يرون الإعدادات المنشورة إلى أن تنشرها.',
      publishAllLocales: 'النشر بجميع اللغات',
      restoredSuccessfully: 'تمّت الاستعادة بنجاح.',
      changedFieldsCount_one: 'تغيّر {{count}} حقل',
    },
  },
} as const

/** The typos and "local site" wordings that must never reach the Arabic admin again. */
export const PAYLOAD_ARABIC_SLIPS = ['أنشاء', 'الموقع المحلي', 'المواقع', 'محصول', 'بنحاح']
