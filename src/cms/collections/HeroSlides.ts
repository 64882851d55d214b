import { urlField, uploadField } from '../fields'
import { text, textarea } from '../text-fields'
import { orderedCollection } from './ordered-collection'
import { listedAs } from '../admin-labels/sidebar'

export const HeroSlides = orderedCollection({
  ...listedAs('hero-slides', {
    useAsTitle: 'title',
    defaultColumns: ['title', 'button_link', 'display_order', 'is_active'],
  }),
  fields: [
    text('title', { en: 'Title', ar: 'العنوان' }, 160, { required: true }),
    textarea('subtitle', { en: 'Subtitle', ar: 'العنوان الفرعي' }, 400),
    text('button_text', { en: 'Button text', ar: 'نص الزر' }, 60),
    urlField('button_link', { label: { en: 'Button link', ar: 'رابط الزر' } }),
    uploadField('video_storage_path', 'hero-videos', {
      en: 'Background video (from hero-videos)',
      ar: 'فيديو الخلفية (من فيديوهات الواجهة)',
    }),
    urlField('video_url', {
      label: { en: 'Video link', ar: 'رابط الفيديو' },
      description: {
        en: 'Used only when no video is uploaded. Without either, a gradient is shown.',
        ar: 'يُستخدم فقط إذا لم يُرفع فيديو. وإن غاب الاثنان تُعرض خلفية متدرّجة.',
      },
    }),
  ],
})
