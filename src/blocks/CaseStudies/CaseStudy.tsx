import { Check } from 'lucide-react'
import Image from 'next/image'

import { DeviceFrame } from '@/components/DeviceFrame'
import type { CaseStudiesBlock } from '@/payload-types'
import { imageOf, textsOf } from '../context'

type Study = NonNullable<CaseStudiesBlock['items']>[number]
type Labels = { challenge: string; built: string; technologies: string }

/** One case study: text beside its mock-up, the sides alternating (mirrored in Arabic). */
export function CaseStudy({
  study,
  index,
  labels,
}: {
  study: Study
  index: number
  labels: Labels
}) {
  const titleId = `case-${study.key}-title`
  const picture = imageOf(study.image)
  const image = picture ? (
    <Image
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      sizes={study.frame === 'phone' ? '260px' : '(min-width: 1024px) 560px, 100vw'}
    />
  ) : null
  return (
    <article
      id={`case-${study.key}`}
      aria-labelledby={titleId}
      data-testid="case-study"
      className={`flex flex-col gap-10 lg:items-center lg:gap-16 ${index % 2 === 1 ? 'lg:flex-row-reverse' : 'lg:flex-row'}`}
    >
      <div className="min-w-0 lg:flex-1">
        <p className="inline-block rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-ink">
          {study.kind}
        </p>
        <h3
          id={titleId}
          className="mt-4 text-[1.75rem] font-bold tracking-[-0.01em] text-balance sm:text-[2rem] rtl:tracking-normal"
        >
          <span dir="ltr" className="text-brand">
            {study.name}
          </span>
          <span aria-hidden="true"> · </span>
          <span>{study.title}</span>
        </h3>
        <p className="mt-4 text-lg text-muted">{study.summary}</p>
        <h4 className="mt-6 font-bold">{labels.challenge}</h4>
        <p className="mt-1 text-muted">{study.challenge}</p>
        <h4 className="mt-6 font-bold">{labels.built}</h4>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {textsOf(study.features).map((feature) => (
            <li key={feature} className="flex gap-2 text-muted">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {/* A list's own aria-label is read by few screen readers: the name goes before it. */}
        <p className="sr-only">{labels.technologies}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {(study.technologies ?? []).map((technology) => (
            <li
              key={technology.name}
              dir="ltr"
              className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm font-medium text-ink"
            >
              {technology.name}
            </li>
          ))}
        </ul>
      </div>
      <div className="min-w-0 lg:flex-1">
        {study.frame === 'phone' ? (
          <div className="rounded-3xl bg-gradient-to-br from-brand-soft to-white px-6 py-10">
            <DeviceFrame kind="phone" className="max-w-[260px]!">
              {image}
            </DeviceFrame>
          </div>
        ) : (
          <DeviceFrame kind="browser" address={study.address ?? undefined}>
            {image}
          </DeviceFrame>
        )}
      </div>
    </article>
  )
}
