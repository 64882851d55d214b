import { uploadBucket } from './upload-bucket'

/** Beside the four original buckets: posts once had only an image_url, but staff need to upload one. */
export const BlogImages = uploadBucket({
  slug: 'blog-images',
  kind: 'image',
  labels: {
    singular: { en: 'Blog image', ar: 'صورة مقال' },
    plural: { en: 'Blog images', ar: 'صور المقالات' },
  },
  description: { en: 'Cover images of blog posts.', ar: 'صور أغلفة المقالات.' },
})
