'use client'

import { Button, useAuth, useField, useTranslation } from '@payloadcms/ui'

import { ASSIGNABLE_ROLES } from '@/lib/roles'

const COPY = { en: 'Assign to me', ar: 'أسندها إليّ' }

/**
 * One click to take an enquiry: sets the assignee to the signed-in member of
 * staff (saved with the rest of the form). Shown to those who may be assigned,
 * unless it is already theirs.
 */
export default function AssignToMe({ path }: { path?: string }) {
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const { value, setValue } = useField<unknown>({ path: path ?? 'assignee' })
  const role = (user as { role?: string } | null)?.role
  if (!user || !(ASSIGNABLE_ROLES as readonly string[]).includes(role ?? '')) return null
  const current = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (String(current ?? '') === String(user.id)) return null
  return (
    <Button
      buttonStyle="secondary"
      size="small"
      className="assign-to-me"
      onClick={() => setValue(user.id)}
    >
      {i18n.language === 'ar' ? COPY.ar : COPY.en}
    </Button>
  )
}
