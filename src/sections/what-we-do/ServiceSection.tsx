import { Icon } from '@/components/Icon'
import { Container } from '@/components/Container'
import { Button } from '@/components/Button'
import type { PublicService } from '@/lib/data'
import { ServiceImage } from './ServiceImage'

/**
 * One service of What We Do (docs/PRODUCT.md, What We Do page): anchored by its slug, picture and text
 * side by side, alternating sides from one service to the next (flex rows
 * follow the page direction, so Arabic mirrors it), white and surface bands.
 */
export function ServiceSection({
  service,
  index,
  href,
  labels,
}: {
  service: PublicService
  index: number
  /** The detailed service page, when the service has one. */
  href: string | null
  labels: { learnMore: string; learnMoreAbout: string; noImage: string }
}) {
  const flipped = index % 2 === 1
  return (
    <section
      id={service.slug}
      aria-labelledby={`${service.slug}-title`}
      data-testid="service-section"
      data-slug={service.slug}
      data-side={flipped ? 'end' : 'start'}
      className={`py-16 lg:py-24 ${flipped ? 'bg-surface' : 'bg-white'}`}
    >
      <Container
        className={`flex flex-col gap-10 lg:items-center lg:gap-16 ${flipped ? 'lg:flex-row-reverse' : 'lg:flex-row'}`}
      >
        <div className="min-w-0 lg:flex-1">
          <ServiceImage
            src={service.imageUrl}
            alt={service.imageAlt}
            position={service.imagePosition}
            noImage={labels.noImage}
            priority={index === 0}
          />
        </div>
        <div className="min-w-0 lg:flex-1">
          <div className="flex items-center gap-3">
            <span
              className="grid size-12 shrink-0 place-items-center rounded-xl"
              style={{ backgroundColor: service.iconBg, color: service.iconColor }}
            >
              <Icon name={service.iconName} className="size-6" />
            </span>
            {service.serviceName ? (
              <p className="font-semibold text-brand">{service.serviceName}</p>
            ) : null}
          </div>
          <h2
            id={`${service.slug}-title`}
            className="mt-5 text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.25rem] rtl:tracking-normal"
          >
            {service.title}
          </h2>
          {service.subtitle ? (
            <p className="mt-3 text-xl font-medium text-ink/85">{service.subtitle}</p>
          ) : null}
          {service.description ? (
            <p className="mt-4 text-lg text-muted">{service.description}</p>
          ) : null}
          {href ? (
            <div className="mt-7">
              <Button href={href} variant="secondary" arrow>
                {labels.learnMore}
                <span className="sr-only"> {labels.learnMoreAbout}</span>
              </Button>
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
