import { uploadBucket } from './upload-bucket'

/** The pictures shown when a page is shared (the SEO fields' share image). */
export const ShareImages = uploadBucket({
  slug: 'share-images',
  kind: 'image',
  labels: { singular: 'Share image', plural: 'Share images' },
  description: 'Pictures shown when a page is shared; 1200 × 630 pixels shows best.',
})
