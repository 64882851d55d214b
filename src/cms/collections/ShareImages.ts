import { uploadBucket } from './upload-bucket'

/** The pictures shown when a page is shared (the SEO fields' share image). */
export const ShareImages = uploadBucket({
  slug: 'share-images',
  kind: 'image',
  labels: {
    singular: { en: 'Share image', ar: 'صورة المشاركة' },
    plural: { en: 'Share images', ar: 'صور المشاركة' },
  },
  description: {
    en: 'Pictures shown when a page is shared; 1200 × 630 pixels shows best.',
    ar: 'الصور التي تظهر عند مشاركة صفحة؛ وأفضل مقاس لها 1200 × 630 بكسل.',
  },
})
