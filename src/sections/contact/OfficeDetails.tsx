import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Office } from '@/lib/data'
import { phoneText, telHref } from '@/lib/phone'

/** Phone numbers and e-mails stay left-to-right inside Arabic text. */
const Ltr = ({ children }: { children: React.ReactNode }) => (
  <span dir="ltr" className="inline-block">
    {children}
  </span>
)

function OfficeCard({
  office,
  labels,
}: {
  office: Office
  labels: { hours: string; mobile: string }
}) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-ink">{office.title}</h2>
      <ul className="mt-4 space-y-3 text-muted">
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          <span className="whitespace-pre-line">{office.address}</span>
        </li>
        {office.mobile ? (
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
            <span>
              {labels.mobile}:{' '}
              <a
                className="font-medium text-brand underline-offset-2 hover:underline"
                href={telHref(office.mobile)}
              >
                <Ltr>{phoneText(office.mobile)}</Ltr>
              </a>
            </span>
          </li>
        ) : null}
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          <span>
            {labels.hours}: <Ltr>{office.hours}</Ltr>
          </span>
        </li>
      </ul>
    </article>
  )
}

export async function OfficeDetails({
  kuwait,
  abuDhabi,
  email,
}: {
  kuwait: Office
  abuDhabi: Office
  email: string
}) {
  const t = await getTranslations('contact.offices')
  const labels = { hours: t('hours'), mobile: t('mobile') }
  return (
    <div className="flex flex-col gap-5">
      <OfficeCard office={kuwait} labels={labels} />
      <OfficeCard office={abuDhabi} labels={labels} />
      <p className="flex items-center gap-3 rounded-2xl bg-brand-soft px-6 py-4 text-ink">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-brand" />
        <span>
          {t('email')}{' '}
          <a
            className="font-semibold text-brand-strong underline underline-offset-2"
            href={`mailto:${email}`}
          >
            <Ltr>{email}</Ltr>
          </a>
        </span>
      </p>
    </div>
  )
}
