import { block } from '../block'
import { line, paragraph } from '../fields'
import { pageSectionFields } from '../section-fields'

/**
 * A video visitors play themselves (the browser's own controls, nothing
 * loaded until they do): a file from Page videos, a picture shown before it
 * plays, a caption and a transcript for visitors who cannot hear it.
 */
export const VideoBlock = block(
  'video',
  {
    singular: { en: 'Video', ar: 'فيديو' },
    plural: { en: 'Videos', ar: 'فيديوهات' },
  },
  [
    ...pageSectionFields(),
    {
      type: 'row',
      fields: [
        {
          name: 'video',
          label: { en: 'Video (from Page videos)', ar: 'الفيديو (من فيديوهات الصفحات)' },
          type: 'upload',
          relationTo: 'page-videos',
          required: true,
        },
        {
          name: 'poster',
          label: {
            en: 'Picture before it plays (from Page images)',
            ar: 'الصورة قبل التشغيل (من صور الصفحات)',
          },
          type: 'upload',
          relationTo: 'page-images',
        },
      ],
    },
    line('caption', { en: 'Caption', ar: 'التعليق' }),
    paragraph('transcript', { en: 'Transcript', ar: 'النص المكتوب للفيديو' }),
  ],
)
