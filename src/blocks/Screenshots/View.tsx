import type { ScreenshotsBlock } from '@/payload-types'
import { ScreenshotGallery } from '@/sections/service-pages/ScreenshotGallery'
import { imageOf } from '../context'

export function ScreenshotsBody({ block }: { block: ScreenshotsBlock }) {
  const items = (block.items ?? []).map((item) => ({
    id: item.id ?? undefined,
    title: item.title ?? '',
    description: item.description || undefined,
    image: imageOf(item.image),
    frame: item.frame,
  }))
  return (
    <ScreenshotGallery
      items={items}

      columns={Number(block.columns) as 2 | 3}
    />
  )
}
