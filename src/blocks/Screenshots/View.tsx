import type { PageScreenshotsBlock, ScreenshotsBlock } from '@/payload-types'
import { ScreenshotGallery } from '@/sections/service-pages/ScreenshotGallery'
import type { ImageRef, Screenshot } from '@/sections/types'
import { imageOf } from '../context'
import { PageSection } from '../page-section'

const columnsOf = (block: { columns?: string | null }) => (block.columns === '3' ? 3 : 2)

type Item = {
  id?: string | null
  title?: string | null
  description?: string | null
  frame?: Screenshot['frame'] | null
}

/** A stored screenshot as the gallery draws it, with its picture. */
const shotOf = (item: Item, image: ImageRef): Screenshot => ({
  id: item.id ?? undefined,
  title: item.title ?? '',
  description: item.description || undefined,
  image,
  frame: item.frame ?? undefined,
})

export function ScreenshotsBody({ block }: { block: ScreenshotsBlock }) {
  // A screenshot whose picture is gone is left out rather than drawn broken.
  const items = (block.items ?? []).flatMap((item) => {
    const image = imageOf(item.image)
    return image ? [shotOf(item, image)] : []
  })
  return <ScreenshotGallery items={items} columns={columnsOf(block)} />
}

/** The gallery as a section of a page: screenshots whose upload is gone are left out. */
export function PageScreenshotsView({ block }: { block: PageScreenshotsBlock }) {
  const items = (block.items ?? []).flatMap((item) => {
    const image = imageOf(item.image)
    return image ? [shotOf(item, image)] : []
  })
  if (!items.length) return null
  return (
    <PageSection block={block}>
      <ScreenshotGallery items={items} columns={columnsOf(block)} />
    </PageSection>
  )
}
