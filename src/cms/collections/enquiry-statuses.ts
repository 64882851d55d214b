import type { Bilingual } from '@/lib/bilingual'
/**
 * An enquiry's statuses and their names in both admin languages. Plain data,
 * so the collection, the CSV export and the admin's client components (status
 * filter, history) all read the one list.
 */
export const SUBMISSION_STATUSES = ['new', 'in progress', 'answered', 'archived'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

export const STATUS_LABELS: Record<SubmissionStatus, Bilingual> = {
  new: { en: 'New', ar: 'جديد' },
  'in progress': { en: 'In progress', ar: 'قيد المتابعة' },
  answered: { en: 'Answered', ar: 'تم الرد' },
  archived: { en: 'Archived', ar: 'مؤرشف' },
}

export type AdminLanguage = 'en' | 'ar'
export const adminLanguage = (language: unknown): AdminLanguage => (language === 'ar' ? 'ar' : 'en')

/** A status as staff read it; an unknown value is shown as stored. */
export const statusLabel = (value: unknown, language: AdminLanguage): string =>
  STATUS_LABELS[value as SubmissionStatus]?.[language] ?? String(value ?? '')

const LIST = '/admin/collections/contact-submissions'

/**
 * The admin list of enquiries filtered to one status, in the shape Payload's
 * own filter controls write, so the list's filter panel shows the same filter.
 */
export const enquiriesWithStatus = (status: SubmissionStatus | null): string =>
  status
    ? `${LIST}?${new URLSearchParams({ 'where[or][0][and][0][status][equals]': status, page: '1' })}`
    : LIST
