import { pictureOf } from '@/lib/data/uploads'
import type { PageScreenshotsBlock, ScreenshotsBlock } from '@/payload-types'
import { ScreenshotGallery } from '@/sections/service-pages/ScreenshotGallery'
import type { Screenshot } from '@/sections/types'
import { imageOf } from '../context'
import { PageSection } from '../page-section'

const columnsOf = (block: { columns?: string | null }) => (block.columns === '3' ? 3 : 2)

export function ScreenshotsBody({ block }: { block: ScreenshotsBlock }) {
  const items = (block.items ?? []).map((item) => ({
    id: item.id ?? undefined,
    title: item.title ?? '',
    description: item.description || undefined,
    image: imageOf(item.image),
    frame: item.frame,
  }))
  return <ScreenshotGallery items={items} columns={columnsOf(block)} />
}

/** The gallery as a section of a page: screenshots whose upload is gone are left out. */
export function PageScreenshotsView({ block }: { block: PageScreenshotsBlock }) {
  const items = (block.items ?? []).flatMap((item): Screenshot[] => {
    const picture = pictureOf(item.image)
    if (!picture) return []
    const { url, width, height, alt } = picture
    return [
      {
        id: item.id ?? undefined,
        title: item.title ?? '',
        description: item.description || undefined,
        image: { src: url, width, height, alt },
        frame: item.frame,
      },
    ]
  })
  if (!items.length) return null
  return (
    <PageSection block={block}>
      <ScreenshotGallery items={items} columns={columnsOf(block)} />
    </PageSection>
  )
}
