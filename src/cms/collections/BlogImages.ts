import { uploadBucket } from './upload-bucket'

/** Beside the four original buckets: posts once had only an image_url, but staff need to upload one. */
export const BlogImages = uploadBucket({
  slug: 'blog-images',
  kind: 'image',
  labels: { singular: 'Blog image', plural: 'Blog images' },
  description: 'Cover images of blog posts.',
})
