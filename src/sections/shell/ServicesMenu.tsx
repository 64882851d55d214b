import { ArrowRight } from 'lucide-react'
import Link from 'next/link'

import { IconTile } from '@/components/IconTile'

export type ServiceMenuItem = {
  slug: string
  href: string
  title: string
  subtitle: string
  iconName: string
}

/** What We Do, desktop: the six services three columns wide (docs/PRODUCT.md, Header), then the way to all of them. */
export function ServicesMenu({
  services,
  allHref,
  allLabel,
  hint,
}: {
  services: ServiceMenuItem[]
  allHref: string
  allLabel: string
  hint: string
}) {
  return (
    <div className="rounded-2xl bg-white p-3 shadow-[0_24px_60px_rgba(11,31,51,0.18)] ring-1 ring-slate-900/5">
      <ul className="grid grid-cols-3 gap-1">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={service.href}
              className="group flex h-full gap-3 rounded-xl p-3 transition-colors hover:bg-surface"
            >
              <IconTile name={service.iconName} className="size-10 rounded-lg" />
              <span className="min-w-0">
                <span className="block text-[15px] leading-snug font-semibold text-ink group-hover:text-brand-strong">
                  {service.title}
                </span>
                {service.subtitle ? (
                  <span className="mt-1 line-clamp-2 block text-sm leading-snug text-muted">
                    {service.subtitle}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-1 rounded-xl bg-surface px-4 py-3">
        <p className="text-sm text-muted">{hint}</p>
        <Link
          href={allHref}
          className="inline-flex min-h-8 items-center gap-1.5 text-sm font-semibold text-brand hover:text-brand-strong"
        >
          {allLabel}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </div>
  )
}

/** What We Do inside the mobile menu: the same six links, one column. */
export function ServicesMenuMobile({
  services,
  allHref,
  allLabel,
}: {
  services: ServiceMenuItem[]
  allHref: string
  allLabel: string
}) {
  return (
    <ul className="space-y-1">
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            href={service.href}
            className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-[15px] font-medium text-ink hover:bg-surface"
          >
            <IconTile
              name={service.iconName}
              className="size-8 rounded-md"
              iconClassName="size-4"
            />
            {service.title}
          </Link>
        </li>
      ))}
      <li>
        <Link
          href={allHref}
          className="flex min-h-11 items-center gap-1.5 px-2 text-[15px] font-semibold text-brand"
        >
          {allLabel}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </li>
    </ul>
  )
}
