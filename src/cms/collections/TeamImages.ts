import { uploadBucket } from './upload-bucket'

export const TeamImages = uploadBucket({
  slug: 'team-images',
  kind: 'image',
  labels: { singular: 'Team photo', plural: 'Team photos' },
  description: 'Portraits of team members.',
})
