import type { PayloadRequest } from 'payload'

/**
 * The site's own validation and refusal messages, in both admin languages,
 * under stable keys. They are merged into Payload's translations (the `site`
 * namespace of `i18n.translations`), so a message is read with Payload's own
 * `t('site:key')` in the language of the request: the admin's language, or
 * English for an API call that names none. Placeholders use Payload's
 * `{{name}}` form; a unit test checks both languages carry the same ones.
 *
 * Plain data (no Payload at run time): the command-line scripts read the
 * English of the password rule before they boot Payload.
 */
export const SITE_MESSAGES = {
  en: {
    site: {
      // Fields
      requiredInEnglish: 'This field is required in English.',
      altInEnglishFirst:
        'A new picture needs its alt text in English. Switch the content language to English to upload it, then add the Arabic.',
      atMostCharacters: 'Use at most {{max}} characters.',
      hexColour: 'Use a hex colour such as #0F766E.',
      linkAddressOrPath: 'Use a full address (https://…) or a path on this site (/contact).',
      slugForm: 'Use lower-case letters, digits and single hyphens (e.g. web-development).',
      projectKeyForm: 'Use lower-case letters, digits and single hyphens (e.g. nutrition-app).',
      anchorForm: 'Use lower-case letters, digits and single hyphens.',
      pictureInEnglish: 'Choose the picture English pages show.',
      logoNeeded: 'Choose the logo.',
      heroPictureNeeded: 'Choose the picture the background shows.',
      heroVideoNeeded: 'Choose the video the background plays.',
      heroVideoOnFixedPage:
        'A video background cannot play in the “Page not found” copy: every route shows it, and they carry no video player. Choose a picture or the gradient.',
      siteNameWithoutScheme: 'Write a site name without https://, e.g. coach.example.com.',

      // Blog posts and their body
      postSlugTaken:
        'Another post already uses this slug: choose another, or leave it empty to have one written from the English title.',
      postNeedsEnglishTitle:
        'A post is published only with an English title: Arabic falls back to it when empty. Add the English title first.',
      bodyLinkUnsafe:
        'Links may go to https:// or http:// addresses, a path on this site (/contact), mailto: or tel:.',
      bodyNotRichText:
        'The body could not be read as rich text. Write it in the editor, or send the JSON the editor saves.',
      bodyImageWithoutAlt:
        'Every image in the body needs alt text: describe it in Blog images (in English at least).',
      bodyImageMissing:
        'An image in the body no longer exists in Blog images: remove it or choose another.',

      // Redirects
      redirectFromPath: 'Use a path on this site, such as /old-page or /ar/old-page.',
      redirectFromReserved: 'The admin, the API and the site’s own files cannot be redirected.',
      redirectLoop: 'This redirect would send visitors back to the address they came from.',

      // Staff accounts, passwords, sign-in and the admin language
      staffAccountsFromServerOnly:
        'Staff accounts cannot be created from the web. Run `npm run create-admin` on the server.',
      passwordTooShort: 'Use a password of at least 12 characters.',
      passwordTooCommon:
        'This password is on a list of the most common passwords. Choose one that is harder to guess.',
      signInTooManyAttempts: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      roleRequired: 'Choose a role for this account.',
      lastAdministratorStays: 'The last administrator cannot be removed or given another role.',
      ownRoleFixed: 'You cannot change your own role.',
      signInToChooseLanguage: 'Sign in to choose the admin language.',
      chooseEnglishOrArabic: 'Choose English or Arabic.',
      signInForInsights: 'Sign in to see the site’s visits and enquiries.',
      insightsDays: 'Choose a range of 1 to {max} days, such as days=30.',
      insightsTable: 'Choose one of the Insights tables, such as table=pages.',
      signInForTranslations: 'Sign in to see where the Arabic stands.',
      translationsForEditors: 'Only editors and administrators work on translations.',
      translationStateQuery: 'Choose state=missing, state=outdated or state=pending.',
      translationNotFound: 'No document with translatable text has that collection and id.',
      translationConfirmBody:
        'Send JSON with the collection, the id and the paths of the out-of-date fields to confirm.',
      xliffExportChoice:
        'Choose documents with collection and ids (such as collection=services&ids=1,2), or state=pending.',
      xliffNotXml: 'The file is not XML: {detail}',
      xliffNotXliff2:
        'The file is not an XLIFF 2.0 document (urn:oasis:names:tc:xliff:document:2.0).',
      xliffLanguagePair:
        'The file must translate English (srcLang="en") into Arabic (trgLang="ar"): {detail}.',
      xliffDoctype: 'Files with a DOCTYPE are not accepted.',
      xliffTooLarge: 'The file is larger than {max} MB.',
      xliffEmpty: 'Send the XLIFF file as the body (Content-Type: application/xliff+xml).',

      // Enquiries: follow-up, export, copies sent again
      noteTooLong: 'A note can have at most 2000 characters.',
      enquiryStatusUnknown: 'Choose one of the enquiry statuses.',
      assigneeMustBeSales: 'Enquiries can be assigned only to administrators and sales staff.',
      signInToExport: 'Sign in to export enquiries.',
      exportForSalesOnly: 'Only administrators and sales staff can export enquiries.',
      auditLogForAdmins: 'Only administrators can read the audit log.',
      dataRequestsForAdmins: 'Only administrators can run data requests.',
      dataRequestPerson:
        'Give the e-mail address or the mobile number (at least 7 digits) the person wrote to us with.',
      dataRequestFormat: 'Choose the format: json or csv.',
      dataRequestBody:
        'Send the person and the number of enquiries you saw, e.g. {"person": "name@example.com", "expected": 2}.',
      dataRequestChanged:
        'This person now has {{found}} enquiries, not {{expected}}: look again before erasing.',
      signInToResend: 'Sign in to send copies again.',
      resendForSalesOnly: 'Only administrators and sales staff can send copies again.',
      enquiryNotFound: 'No such enquiry.',
      copiesResending: 'The copies are being sent again.',
      noCopyToResend: 'No copy needs sending again.',

      // Edit locks ("X is editing this document")
      editLockOwnNameOnly: 'You can hold an edit lock only in your own name.',
      editLockNotEditable: 'You cannot lock a document you are not allowed to edit.',
      editLockNotYours:
        'This edit lock belongs to another staff member. Take over editing from the document instead.',

      // Pages staff make: their address and the pages the site needs
      pageSlugRequired: 'Give the page a slug: its address on the site.',
      pageSlugReserved:
        '“{{slug}}” is already an address of the site ({{address}}). Choose another slug, or place the page under a parent.',
      pageAddressTaken: 'Another page already has the address {{address}}. Choose another slug.',
      pageParentLoop: 'A page cannot be placed under itself or under one of its own sub-pages.',
      pageTooDeep: 'Pages can be nested at most {{max}} levels deep.',
      pageParentNotAllowed:
        'Choose a page staff made as the parent; this page has a fixed address.',
      fixedPageNoCopy:
        'This page is one the site has at a fixed address, with sections of its own: it cannot be duplicated. Create a new page and add the sections you need.',
      requiredPageNoDelete:
        'The {{page}} page is one the site cannot run without: it can be edited but not deleted.',
      requiredPageNoUnpublish:
        'The {{page}} page is one the site cannot run without: it can be edited but not unpublished.',
      siteFormNoDelete:
        '“{{form}}” is the form visitors send their enquiries through: it can be edited but not deleted.',
      siteFormStaysOpen:
        '“{{form}}” is the form visitors send their enquiries through: it can be edited but not closed.',

      // Menus (Navigation)
      linkTargetRequired:
        'Choose what this link opens: a page, service, success story or blog post.',
      linkAddressRequired: 'Give the address of the other website (https://…).',
      linkExternalOnly:
        'Use a full address on another website (https://…); link this site’s pages by choosing them.',

      // Forms
      formFieldName:
        'Use lower-case English letters, digits and underscores, starting with a letter (e.g. full_name).',
      formFieldNameTaken: 'Another field of this form already uses the name “{{name}}”.',
      formPatternInvalid: 'This is not a regular expression the site can use: {{problem}}',
      formFilesTooLarge:
        'The form’s files may be {{max}} MB together; these fields allow {{total}} MB. Lower a limit.',
      formNeedsOptions: 'A choice needs at least one option.',
      formHasSubmissions:
        'This form has {{count}} submissions in the inbox, so it cannot be deleted. Switch off “Accepts submissions” to close it.',
      webhookNotSetUp:
        'No webhook called “{{name}}” is set up on the server. Choose one from the list, or leave it empty.',
      fileInUse:
        'This file is still used by {{places}}. Choose another file there first, then delete this one.',
      topicInUse:
        'This topic is still chosen in {{places}}. Choose another topic there (or none) first, then delete this one.',
      storyInUse:
        'This story is still chosen in {{places}}. Take it out of the list there first, then delete it.',
    },
  },
  ar: {
    site: {
      requiredInEnglish: 'هذا الحقل مطلوب بالإنجليزية.',
      altInEnglishFirst:
        'تحتاج الصورة الجديدة إلى نصها البديل بالإنجليزية. بدّل لغة المحتوى إلى الإنجليزية لرفعها، ثم أضف النص العربي.',
      atMostCharacters: 'استخدم {{max}} حرفًا على الأكثر.',
      hexColour: 'استخدم لونًا بالترميز الست عشري مثل ‎#0F766E.',
      linkAddressOrPath: 'استخدم عنوانًا كاملًا (https://…) أو مسارًا في هذا الموقع (‎/contact).',
      slugForm: 'استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات مفردة (مثل web-development).',
      projectKeyForm: 'استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات مفردة (مثل nutrition-app).',
      anchorForm: 'استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات مفردة.',
      pictureInEnglish: 'اختر الصورة التي تعرضها الصفحات الإنجليزية.',
      logoNeeded: 'اختر الشعار.',
      heroPictureNeeded: 'اختر الصورة التي تظهر في الخلفية.',
      heroVideoNeeded: 'اختر الفيديو الذي يُعرض في الخلفية.',
      heroVideoOnFixedPage:
        'لا يمكن عرض خلفية فيديو في نص «الصفحة غير موجودة»: تعرضه كل مسارات الموقع، ولا تحمل مشغّل فيديو. اختر صورة أو التدرّج اللوني.',
      siteNameWithoutScheme: 'اكتب اسم الموقع دون https://، مثل coach.example.com.',

      postSlugTaken:
        'يستخدم مقال آخر هذا المعرّف: اختر معرّفًا آخر، أو اتركه فارغًا ليُكتب تلقائيًا من العنوان الإنجليزي.',
      postNeedsEnglishTitle:
        'لا يُنشر المقال إلا بعنوان إنجليزي، فهو ما يُعرض حين يكون العنوان العربي فارغًا. أضف العنوان الإنجليزي أولًا.',
      bodyLinkUnsafe:
        'يمكن أن تشير الروابط إلى عناوين https://‎ أو http://‎، أو إلى مسار في هذا الموقع (‎/contact)، أو إلى mailto:‎ أو tel:‎.',
      bodyNotRichText:
        'تعذّرت قراءة نص المقال كنص منسّق. اكتبه في المحرر، أو أرسل بصيغة JSON التي يحفظها المحرر.',
      bodyImageWithoutAlt:
        'تحتاج كل صورة في نص المقال إلى نص بديل: صِفها في «صور المقالات» (بالإنجليزية على الأقل).',
      bodyImageMissing:
        'صورة في نص المقال لم تعد موجودة في «صور المقالات»: احذفها أو اختر صورة أخرى.',

      redirectFromPath: 'استخدم مسارًا على هذا الموقع، مثل ‎/old-page أو ‎/ar/old-page.',
      redirectFromReserved: 'لا يمكن تحويل لوحة الإدارة ولا واجهة البرمجة ولا ملفات الموقع نفسها.',
      redirectLoop: 'هذا التحويل سيعيد الزوار إلى العنوان الذي جاؤوا منه.',

      staffAccountsFromServerOnly:
        'لا يمكن إنشاء حسابات الموظفين من الويب. شغّل الأمر `npm run create-admin` على الخادم.',
      passwordTooShort: 'استخدم كلمة مرور لا تقل عن 12 حرفًا.',
      passwordTooCommon:
        'كلمة المرور هذه مدرجة في قائمة كلمات المرور الأكثر شيوعًا. اختر كلمة مرور يصعب تخمينها.',
      signInTooManyAttempts: 'محاولات تسجيل دخول فاشلة كثيرة جدًا. حاول مرة أخرى بعد 15 دقيقة.',
      roleRequired: 'اختر دورًا لهذا الحساب.',
      lastAdministratorStays: 'لا يمكن حذف آخر مدير للنظام ولا تغيير دوره.',
      ownRoleFixed: 'لا يمكنك تغيير دورك بنفسك.',
      signInToChooseLanguage: 'سجّل الدخول لاختيار لغة الواجهة.',
      chooseEnglishOrArabic: 'اختر الإنجليزية أو العربية.',
      signInForInsights: 'سجّل الدخول لرؤية زيارات الموقع واستفساراته.',
      insightsDays: 'اختر مدة من يوم واحد إلى {max} يومًا، مثل days=30.',
      insightsTable: 'اختر أحد جداول الإحصاءات، مثل table=pages.',
      signInForTranslations: 'سجّل الدخول لمعرفة حالة الترجمة العربية.',
      translationsForEditors: 'الترجمة من عمل المحررين والمديرين فقط.',
      translationStateQuery: 'اختر state=missing أو state=outdated أو state=pending.',
      translationNotFound: 'لا يوجد مستند فيه نص للترجمة بهذه المجموعة وهذا المعرّف.',
      translationConfirmBody:
        'أرسل JSON فيه المجموعة والمعرّف ومسارات الحقول القديمة المراد تأكيدها.',
      xliffExportChoice:
        'اختر المستندات بالمجموعة والمعرّفات (مثل collection=services&ids=1,2)، أو state=pending.',
      xliffNotXml: 'الملف ليس بصيغة XML: {detail}',
      xliffNotXliff2: 'الملف ليس مستند XLIFF 2.0 ‏(urn:oasis:names:tc:xliff:document:2.0).',
      xliffLanguagePair:
        'يجب أن يترجم الملف من الإنجليزية (srcLang="en") إلى العربية (trgLang="ar"): {detail}.',
      xliffDoctype: 'لا تُقبل الملفات التي فيها DOCTYPE.',
      xliffTooLarge: 'حجم الملف أكبر من {max} ميغابايت.',
      xliffEmpty: 'أرسل ملف XLIFF في متن الطلب (Content-Type: application/xliff+xml).',

      noteTooLong: 'يمكن أن تحتوي الملاحظة على 2000 حرف على الأكثر.',
      enquiryStatusUnknown: 'اختر إحدى حالات الاستفسار.',
      assigneeMustBeSales: 'لا يمكن إسناد الاستفسارات إلا إلى مديري النظام وفريق المبيعات.',
      signInToExport: 'سجّل الدخول لتصدير الاستفسارات.',
      exportForSalesOnly: 'تصدير الاستفسارات متاح لمديري النظام وفريق المبيعات فقط.',
      auditLogForAdmins: 'سجل الإجراءات متاح لمديري النظام فقط.',
      dataRequestsForAdmins: 'طلبات البيانات متاحة لمديري النظام فقط.',
      dataRequestPerson:
        'أدخل عنوان البريد الإلكتروني أو رقم الجوال (7 أرقام على الأقل) الذي راسلنا منه الشخص.',
      dataRequestFormat: 'اختر الصيغة: json أو csv.',
      dataRequestBody:
        'أرسل الشخص وعدد الاستفسارات التي اطّلعت عليها، مثل {"person": "name@example.com", "expected": 2}.',
      dataRequestChanged:
        'لدى هذا الشخص الآن {{found}} من الاستفسارات وليس {{expected}}: ابحث مجددًا قبل المحو.',
      signInToResend: 'سجّل الدخول لإعادة إرسال النسخ.',
      resendForSalesOnly: 'إعادة إرسال النسخ متاحة لمديري النظام وفريق المبيعات فقط.',
      enquiryNotFound: 'لا يوجد استفسار بهذا الرقم.',
      copiesResending: 'يُعاد إرسال النسخ الآن.',
      noCopyToResend: 'لا توجد نسخة تحتاج إلى إعادة الإرسال.',

      editLockOwnNameOnly: 'لا يمكنك حجز مستند للتحرير إلا باسمك.',
      editLockNotEditable: 'لا يمكنك حجز مستند لا تملك صلاحية تعديله.',
      editLockNotYours: 'هذا الحجز لموظف آخر. تولَّ التحرير من المستند نفسه بدلًا من ذلك.',

      pageSlugRequired: 'أعطِ الصفحة معرّفًا، فهو عنوانها في الموقع.',
      pageSlugReserved:
        'المعرّف «{{slug}}» عنوان مستخدم في الموقع ({{address}}). اختر معرّفًا آخر، أو ضع الصفحة تحت صفحة رئيسية لها.',
      pageAddressTaken: 'توجد صفحة أخرى بالعنوان {{address}}. اختر معرّفًا آخر.',
      pageParentLoop: 'لا يمكن وضع الصفحة تحت نفسها أو تحت إحدى صفحاتها الفرعية.',
      pageTooDeep: 'يمكن أن تتداخل الصفحات حتى {{max}} مستويات على الأكثر.',
      pageParentNotAllowed: 'اختر صفحة أنشأها الفريق لتكون الصفحة الأم، فلهذه الصفحة عنوان ثابت.',
      fixedPageNoCopy:
        'هذه الصفحة من صفحات الموقع ذات العنوان الثابت ولها أقسامها الخاصة، فلا يمكن استنساخها. أنشئ صفحة جديدة وأضف إليها الأقسام التي تحتاجها.',
      requiredPageNoDelete:
        'صفحة «{{page}}» لا يعمل الموقع بدونها: يمكن تعديلها ولكن لا يمكن حذفها.',
      requiredPageNoUnpublish:
        'صفحة «{{page}}» لا يعمل الموقع بدونها: يمكن تعديلها ولكن لا يمكن إلغاء نشرها.',
      siteFormNoDelete:
        '«{{form}}» هو النموذج الذي يرسل الزوار استفساراتهم من خلاله: يمكن تعديله ولكن لا يمكن حذفه.',
      siteFormStaysOpen:
        '«{{form}}» هو النموذج الذي يرسل الزوار استفساراتهم من خلاله: يمكن تعديله ولكن لا يمكن إغلاقه.',

      linkTargetRequired: 'اختر ما يفتحه هذا الرابط: صفحة أو خدمة أو قصة نجاح أو مقالة.',
      linkAddressRequired: 'اكتب عنوان الموقع الآخر (https://…).',
      linkExternalOnly:
        'استخدم عنوانًا كاملًا في موقع آخر (https://…)، واربط صفحات هذا الموقع باختيارها.',

      formFieldName:
        'استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات سفلية، على أن يبدأ بحرف (مثل full_name).',
      formFieldNameTaken: 'حقل آخر في هذا النموذج يستخدم الاسم «{{name}}».',
      formPatternInvalid: 'هذا التعبير النمطي لا يمكن للموقع استخدامه: {{problem}}',
      formFilesTooLarge:
        'يمكن أن تبلغ ملفات النموذج معًا {{max}} ميغابايت، وهذه الحقول تسمح بـ{{total}} ميغابايت. خفّض أحد الحدود.',
      formNeedsOptions: 'يحتاج حقل الاختيار إلى خيار واحد على الأقل.',
      formHasSubmissions:
        'لهذا النموذج {{count}} من الردود في صندوق الاستفسارات، لذا لا يمكن حذفه. أوقف «يستقبل الردود» لإغلاقه.',
      webhookNotSetUp:
        'لا يوجد على الخادم ويب هوك باسم «{{name}}». اختر واحدًا من القائمة، أو اتركه فارغًا.',
      fileInUse:
        'هذا الملف ما زال مستخدمًا في {{places}}. اختر ملفًا آخر هناك أولًا، ثم احذف هذا الملف.',
      topicInUse:
        'هذا الموضوع ما زال مختارًا في {{places}}. اختر موضوعًا آخر هناك (أو لا شيء) أولًا، ثم احذف هذا الموضوع.',
      storyInUse: 'هذه القصة ما زالت مختارة في {{places}}. أزلها من القائمة هناك أولًا، ثم احذفها.',
    },
  },
} as const satisfies Record<'en' | 'ar', { site: Record<string, string> }>

export type SiteMessage = keyof (typeof SITE_MESSAGES)['en']['site']
type Vars = Record<string, number | string>

/** A message's English, placeholders filled: for scripts and logs, which have no admin language. */
export function englishMessage(key: SiteMessage, vars: Vars = {}): string {
  return SITE_MESSAGES.en.site[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  )
}

type Translate = (key: never, vars?: Vars) => string

/**
 * A message in the request's language, through Payload's i18n (`req.t`). A
 * request Payload did not set up (a bare validation call) gets the English.
 */
export function siteMessage(
  req: Partial<Pick<PayloadRequest, 'i18n' | 't'>> | undefined,
  key: SiteMessage,
  vars?: Vars,
): string {
  // Payload types `t` with its own keys only; `site:` keys are ours, merged in the config.
  const translate = (req?.t ?? req?.i18n?.t) as Translate | undefined
  return translate ? translate(`site:${key}` as never, vars) : englishMessage(key, vars)
}
