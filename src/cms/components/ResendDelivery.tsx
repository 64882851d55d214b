'use client'

import { Button, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

const COPY = {
  en: {
    action: 'Send copies again',
    help: 'Sends the webhook and e-mail copies that gave up or are failing; delivered copies are not sent twice.',
    failed: 'The copies could not be queued. Try again.',
  },
  ar: {
    action: 'إعادة إرسال النسخ',
    help: 'يعيد إرسال نسختي الويب هوك والبريد اللتين توقّفت محاولاتهما أو ما زالت تتعثّر، ولا يكرّر ما وصل منهما.',
    failed: 'تعذّر إدراج النسخ في قائمة الإرسال. حاول مرة أخرى.',
  },
}

/** The enquiry's "Send copies again" button (endpoint: cms/endpoints/resend-enquiry.ts). */
export default function ResendDelivery() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const copy = i18n.language === 'ar' ? COPY.ar : COPY.en
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id) return null

  const resend = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/contact-submissions/${id}/resend`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'accept-language': i18n.language },
      })
      const body = (await response.json()) as { message?: string; error?: string }
      setMessage(body.message ?? body.error ?? copy.failed)
    } catch {
      setMessage(copy.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBlock: '1rem' }}>
      <Button buttonStyle="secondary" size="small" onClick={resend} disabled={busy}>
        {copy.action}
      </Button>
      <p style={{ fontSize: '0.8125rem', opacity: 0.75 }}>{copy.help}</p>
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}
