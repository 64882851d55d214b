'use client'

import { useTranslation } from '@payloadcms/ui'

/**
 * What a bucket takes, beside its "Select a file" button: staff know the
 * kinds and the limit before they choose a file, not from a refusal after.
 */
export default function UploadLimits({ en, ar }: { en?: string; ar?: string }) {
  const { i18n } = useTranslation()
  const text = i18n.language === 'ar' ? ar : en
  if (!text) return null
  return <span className="upload-limits">{text}</span>
}
