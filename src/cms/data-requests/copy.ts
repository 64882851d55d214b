/** The Data requests view's words, in both admin languages. */
export const DATA_REQUEST_COPY = {
  en: {
    title: 'Data requests',
    intro:
      'When someone asks what we hold about them, or asks us to erase it, find everything they sent through the contact form and the site’s forms by their e-mail address or mobile number. Send them the export; erase it when they ask.',
    person: 'E-mail address or mobile number',
    find: 'Find',
    found: (count: number) =>
      count === 1 ? '1 enquiry or form submission' : `${count} enquiries and form submissions`,
    none: 'Nothing was sent with this e-mail address or mobile number.',
    files: (count: number) =>
      count === 0 ? 'No files' : count === 1 ? '1 file' : `${count} files`,
    copies: (count: number) =>
      count === 0
        ? 'no copy waiting to be sent'
        : count === 1
          ? '1 copy waiting to be sent'
          : `${count} copies waiting to be sent`,
    columns: {
      submitted: 'Sent (Kuwait time)',
      form: 'Form',
      name: 'Name',
      email: 'E-mail',
      mobile: 'Mobile',
      status: 'Status',
    },
    contactForm: 'Contact form',
    exportJson: 'Download JSON',
    exportCsv: 'Download CSV',
    erase: 'Erase…',
    eraseWarning: (count: number) =>
      `This deletes ${count === 1 ? 'this enquiry' : `these ${count} enquiries`} for good, with their files and any copy not yet sent. Copies already e-mailed stay in those mailboxes. It cannot be undone.`,
    eraseConfirm: 'Erase for good',
    cancel: 'Cancel',
    erased: (count: number) => (count === 1 ? '1 enquiry erased.' : `${count} enquiries erased.`),
    failed: 'Nothing was erased:',
  },
  ar: {
    title: 'طلبات البيانات',
    intro:
      'عندما يسأل شخص عمّا نحتفظ به من بياناته أو يطلب محوها، ابحث عن كل ما أرسله عبر نموذج التواصل ونماذج الموقع بعنوان بريده الإلكتروني أو رقم جواله. أرسل إليه الملف المصدَّر، وامحُ بياناته متى طلب ذلك.',
    person: 'البريد الإلكتروني أو رقم الجوال',
    find: 'بحث',
    found: (count: number) =>
      count === 1
        ? 'استفسار أو رد واحد'
        : count === 2
          ? 'استفساران أو ردّان'
          : count <= 10
            ? `${count} استفسارات وردود`
            : `${count} استفسارًا وردًّا`,
    none: 'لم يُرسَل شيء بهذا البريد الإلكتروني أو رقم الجوال.',
    files: (count: number) =>
      count === 0
        ? 'لا ملفات'
        : count === 1
          ? 'ملف واحد'
          : count === 2
            ? 'ملفان'
            : count <= 10
              ? `${count} ملفات`
              : `${count} ملفًا`,
    copies: (count: number) =>
      count === 0
        ? 'لا نسخ تنتظر الإرسال'
        : count === 1
          ? 'نسخة واحدة تنتظر الإرسال'
          : count === 2
            ? 'نسختان تنتظران الإرسال'
            : count <= 10
              ? `${count} نسخ تنتظر الإرسال`
              : `${count} نسخة تنتظر الإرسال`,
    columns: {
      submitted: 'وقت الإرسال (بتوقيت الكويت)',
      form: 'النموذج',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      mobile: 'الجوال',
      status: 'الحالة',
    },
    contactForm: 'نموذج التواصل',
    exportJson: 'تنزيل JSON',
    exportCsv: 'تنزيل CSV',
    erase: 'محو…',
    eraseWarning: (count: number) =>
      `سيُحذف ${count === 1 ? 'هذا الاستفسار' : count === 2 ? 'هذان الاستفساران' : `${count} من الاستفسارات`} نهائيًا مع ملفاتها وأي نسخة لم تُرسَل بعد. أما النسخ التي أُرسلت بالبريد فتبقى في تلك الصناديق. لا يمكن التراجع عن ذلك.`,
    eraseConfirm: 'محو نهائي',
    cancel: 'إلغاء',
    erased: (count: number) =>
      count === 1
        ? 'مُحي استفسار واحد.'
        : count === 2
          ? 'مُحي استفساران.'
          : `مُحي ${count} من الاستفسارات.`,
    failed: 'لم يُمحَ شيء:',
  },
} as const
