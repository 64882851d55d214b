import { uploadBucket } from './upload-bucket'

export const LogoTestimonials = uploadBucket({
  slug: 'logo-testimonials',
  kind: 'image',
  labels: { singular: 'Client logo', plural: 'Client logos' },
  description: 'Logos shown beside client testimonials.',
})
