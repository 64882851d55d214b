import { uploadBucket } from './upload-bucket'

export const TeamImages = uploadBucket({
  slug: 'team-images',
  kind: 'image',
  labels: {
    singular: { en: 'Team photo', ar: 'صورة عضو في الفريق' },
    plural: { en: 'Team photos', ar: 'صور الفريق' },
  },
  description: { en: 'Portraits of team members.', ar: 'الصور الشخصية لأعضاء الفريق.' },
})
