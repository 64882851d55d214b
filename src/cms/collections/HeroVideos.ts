import { uploadBucket } from './upload-bucket'

export const HeroVideos = uploadBucket({
  slug: 'hero-videos',
  kind: 'video',
  labels: { singular: 'Hero video', plural: 'Hero videos' },
  description: 'Background videos of the home hero slider (muted loops).',
})
