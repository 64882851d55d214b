/** The rich-text toolbar's buttons and dropdowns by their Lexical key, in both admin languages. */
export const TOOLBAR_NAMES = {
  en: {
    bold: 'Bold',
    italic: 'Italic',
    link: 'Link',
    text: 'Text style',
    add: 'Insert',
    format: 'Formatting',
  },
  ar: {
    bold: 'غامق',
    italic: 'مائل',
    link: 'رابط',
    text: 'نمط النص',
    add: 'إدراج',
    format: 'التنسيق',
  },
} as const

/**
 * Names Lexical writes in English whatever the admin's language (its block
 * handles and its link editor), in Arabic for the Arabic admin.
 */
export const LEXICAL_ENGLISH_NAMES: Record<string, string> = {
  'Add block': 'أضف فقرة أو عنصرًا',
  'Drag to move': 'اسحب للنقل',
  'Insert Paragraph': 'أدرج فقرة',
  'Edit link': 'عدّل الرابط',
  'Remove link': 'أزل الرابط',
}
