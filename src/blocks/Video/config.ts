import { block } from '../block'
import { line, paragraph } from '../fields'
import { pageSectionFields } from '../section-fields'
import { uploadField } from '@/cms/fields'

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
        uploadField(
          'video',
          'page-videos',
          { en: 'Video (from Page videos)', ar: 'الفيديو (من فيديوهات الصفحات)' },
          { required: true },
        ),
        uploadField('poster', 'page-images', {
          en: 'Picture before it plays (from Page images)',
          ar: 'الصورة قبل التشغيل (من صور الصفحات)',
        }),
      ],
    },
    line('caption', { en: 'Caption', ar: 'التعليق' }),
    paragraph('transcript', { en: 'Transcript', ar: 'النص المكتوب للفيديو' }),
  ],
)
