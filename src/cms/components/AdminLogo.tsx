import { BrandMark } from '@/components/BrandMark'

import { ADMIN_BRAND } from '../admin-brand'

/**
 * The company's mark and name where Payload shows its own logo (the sign-in
 * screen), in the admin's language.
 */
export default function AdminLogo({ i18n }: { i18n?: { language?: string } }) {
  const language = i18n?.language === 'ar' ? 'ar' : 'en'
  return (
    <span className="admin-brand">
      <BrandMark className="admin-brand__mark" leafClassName="admin-brand__leaf" />
      <span className="admin-brand__name">{ADMIN_BRAND.heading[language]}</span>
    </span>
  )
}
