import { uploadBucket } from './upload-bucket'

export const HeroVideos = uploadBucket({
  slug: 'hero-videos',
  kind: 'video',
  labels: {
    singular: { en: 'Hero video', ar: 'فيديو الواجهة' },
    plural: { en: 'Hero videos', ar: 'فيديوهات الواجهة' },
  },
  description: {
    en: 'Background videos of the home hero slider (muted loops).',
    ar: 'فيديوهات خلفية شرائح الواجهة في الصفحة الرئيسية (مقاطع صامتة تتكرر).',
  },
})
