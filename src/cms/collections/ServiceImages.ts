import { uploadBucket } from './upload-bucket'

export const ServiceImages = uploadBucket({
  slug: 'service-images',
  kind: 'image',
  labels: { singular: 'Service image', plural: 'Service images' },
  description: 'Pictures shown with each service on What We Do.',
})
