import { uploadBucket } from './upload-bucket'

export const LogoTestimonials = uploadBucket({
  slug: 'logo-testimonials',
  kind: 'image',
  labels: {
    singular: { en: 'Client logo', ar: 'شعار عميل' },
    plural: { en: 'Client logos', ar: 'شعارات العملاء' },
  },
  description: {
    en: 'Logos shown beside client testimonials.',
    ar: 'الشعارات المعروضة بجانب شهادات العملاء.',
  },
})
