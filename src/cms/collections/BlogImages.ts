import { uploadBucket } from './upload-bucket'

/** Not one of the spec's four buckets: the spec gives posts only an image_url, but staff need to upload one. */
export const BlogImages = uploadBucket({
  slug: 'blog-images',
  kind: 'image',
  labels: { singular: 'Blog image', plural: 'Blog images' },
  description: 'Cover images of blog posts.',
})
