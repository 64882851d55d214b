import { BrandMark } from '@/components/BrandMark'

/** The company's icon (the site's favicon, src/app/icon.svg) at the top of the admin's navigation. */
export default function AdminIcon() {
  return (
    <span className="admin-brand-icon">
      <BrandMark className="admin-brand-icon__mark" leafClassName="admin-brand-icon__leaf" />
    </span>
  )
}
