import Image from 'next/image'

import type { FeaturedProjectsBlock } from '@/payload-types'
import { imageOf, textsOf } from '../context'
import { PageSection } from '../page-section'

/** Project cards: picture, category, name, a line of text and tags. */
export function FeaturedProjectsView({ block }: { block: FeaturedProjectsBlock }) {
  return (
    <PageSection block={block}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-grid">
        {(block.items ?? []).map((project) => {
          const tags = textsOf(project.tags)
          const picture = imageOf(project.image)
          return (
            <li
              key={project.id ?? project.key}
              data-project={project.key}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5"
            >
              {picture ? (
                <Image
                  src={picture.src}
                  width={picture.width}
                  height={picture.height}
                  alt={picture.alt}
                  sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[8/5] h-auto w-full border-b border-slate-200 object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-brand">{project.category}</p>
                <h3 className="mt-1 text-xl font-bold">
                  <span dir="ltr">{project.name}</span>
                </h3>
                <p className="mt-2 text-muted">{project.description}</p>
                {tags.length > 0 ? (
                  <ul className="mt-auto flex flex-wrap gap-2 pt-5">
                    {tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-slate-200"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </PageSection>
  )
}
