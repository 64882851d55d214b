'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import type { HistoryEntry } from '../collections/enquiry-history'
import { adminLanguage, statusLabel } from '../collections/enquiry-statuses'
import { kuwaitDisplayTime } from '../kuwait-time'

const COPY = {
  en: {
    heading: 'History',
    zone: 'Times in Kuwait time',
    empty: 'No changes or notes yet.',
    system: 'System',
    status: 'changed the status',
    assignee: 'changed the assignee',
    note: 'added a note',
    nobody: 'nobody',
  },
  ar: {
    heading: 'السجل',
    zone: 'الأوقات بتوقيت الكويت',
    empty: 'لا تغييرات ولا ملاحظات بعد.',
    system: 'النظام',
    status: 'غيّر الحالة',
    assignee: 'غيّر المسؤول عن المتابعة',
    note: 'أضاف ملاحظة',
    nobody: 'لا أحد',
  },
}

/**
 * The enquiry's history as the server wrote it (cms/collections/enquiry-history.ts):
 * who changed the status or the assignee, who added which note, and when,
 * newest first, in Kuwait time. Read-only; it follows each save.
 */
export default function EnquiryHistory() {
  const { savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const language = adminLanguage(i18n.language)
  const copy = COPY[language]
  const entries = [...((savedDocumentData?.history as HistoryEntry[] | undefined) ?? [])].reverse()
  const change = (entry: HistoryEntry) => {
    const show = (value: string | null | undefined) =>
      entry.kind === 'status' ? statusLabel(value, language) : value || copy.nobody
    return (
      <span className="enquiry-history__change">
        <bdi>{show(entry.old_value)}</bdi>
        <span aria-hidden="true">{language === 'ar' ? ' ← ' : ' → '}</span>
        <bdi>{show(entry.new_value)}</bdi>
      </span>
    )
  }
  return (
    <section className="enquiry-history" aria-labelledby="enquiry-history-heading">
      <h3 id="enquiry-history-heading" className="enquiry-history__heading">
        {copy.heading}
      </h3>
      <p className="enquiry-history__zone">{copy.zone}</p>
      {entries.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ol className="enquiry-history__list">
          {entries.map((entry, index) => (
            <li key={entry.id ?? index} className="enquiry-history__entry" data-kind={entry.kind}>
              <div className="enquiry-history__meta">
                <strong>
                  <bdi>{entry.by_name || copy.system}</bdi>
                </strong>{' '}
                {copy[entry.kind]}
                {' · '}
                <time dateTime={entry.at}>{kuwaitDisplayTime(entry.at, language)}</time>
              </div>
              {entry.kind === 'note' ? (
                // A note reads in its own direction (an English note in the Arabic admin too).
                <p className="enquiry-history__note" dir="auto">
                  {entry.note}
                </p>
              ) : (
                change(entry)
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
