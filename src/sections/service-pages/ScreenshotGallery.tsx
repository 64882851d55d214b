import { DeviceFrame } from '@/components/DeviceFrame'
import type { Screenshot } from '@/sections/types'
import { FallbackImage } from './FallbackImage'

const COLUMNS = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3' } as const

/**
 * Product screenshots, each in its device frame with a caption (title and an
 * optional line). A screenshot that fails to load becomes a teal placeholder
 * with its title (docs/PRODUCT.md, Service pages).
 */
export function ScreenshotGallery({
  items,
  columns = 2,
}: {
  items: Screenshot[]
  columns?: 2 | 3
}) {
  const sizes =
    columns === 3
      ? '(min-width: 1024px) 380px, (min-width: 768px) 45vw, 92vw'
      : '(min-width: 1024px) 570px, (min-width: 768px) 45vw, 92vw'
  return (
    <ul className={`grid gap-8 ${COLUMNS[columns]}`} data-testid="screenshots">
      {items.map((shot) => {
        const image = (
          <FallbackImage
            src={shot.image.src}
            width={shot.image.width}
            height={shot.image.height}
            alt={shot.image.alt}
            title={shot.title}
            sizes={shot.frame === 'phone' ? '260px' : sizes}
          />
        )
        return (
          <li key={shot.id} className="flex flex-col">
            {shot.frame === 'none' ? (
              <div className="overflow-hidden rounded-2xl border border-slate-200">{image}</div>
            ) : (
              <DeviceFrame
                kind={shot.frame ?? 'browser'}
                className="shadow-[0_20px_40px_rgba(11,31,51,0.12)]"
              >
                {image}
              </DeviceFrame>
            )}
            <div className="mt-5">
              <h3 className="text-lg font-semibold text-ink">{shot.title}</h3>
              {shot.description ? <p className="mt-1.5 text-muted">{shot.description}</p> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
