import type { Bilingual } from '@/lib/bilingual'

/**
 * What the audit log records, each with its name in both admin languages:
 * the one list the collection's select, the hooks and the tests read.
 */
export const AUDIT_ACTIONS = {
  create: { en: 'Created', ar: 'إنشاء' },
  update: { en: 'Changed', ar: 'تعديل' },
  publish: { en: 'Published', ar: 'نشر' },
  unpublish: { en: 'Unpublished', ar: 'إلغاء النشر' },
  delete: { en: 'Deleted', ar: 'حذف' },
  restore: { en: 'Restored a version', ar: 'استعادة نسخة سابقة' },
  schedule: { en: 'Scheduled', ar: 'جدولة' },
  upload: { en: 'Uploaded a file', ar: 'رفع ملف' },
  role: { en: 'Changed a role', ar: 'تغيير دور' },
  password: { en: 'Changed a password', ar: 'تغيير كلمة مرور' },
  'password-reset-asked': { en: 'Asked for a password reset', ar: 'طلب إعادة تعيين كلمة المرور' },
  'sign-in': { en: 'Signed in', ar: 'تسجيل دخول' },
  'sign-in-failed': { en: 'Failed sign-in', ar: 'محاولة دخول فاشلة' },
  export: { en: 'Exported a CSV', ar: 'تصدير ملف CSV' },
  resend: { en: 'Sent copies again', ar: 'إعادة إرسال النسخ' },
  'data-export': { en: "Exported a person's data", ar: 'تصدير بيانات شخص' },
  'data-erase': { en: "Erased a person's data", ar: 'محو بيانات شخص' },
} as const satisfies Record<string, Bilingual>

export type AuditAction = keyof typeof AUDIT_ACTIONS

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[]

/** What is kept of a typed value (a title, an e-mail, a detail): enough to read, bounded. */
export const AUDIT_TEXT_MAX = 200
