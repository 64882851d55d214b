import { uploadBucket } from './upload-bucket'

export const ServiceImages = uploadBucket({
  slug: 'service-images',
  kind: 'image',
  labels: {
    singular: { en: 'Service image', ar: 'صورة خدمة' },
    plural: { en: 'Service images', ar: 'صور الخدمات' },
  },
  description: {
    en: 'Pictures shown with each service on What We Do.',
    ar: 'الصور المعروضة مع كل خدمة في صفحة «خدماتنا».',
  },
})
