import type { Block } from 'payload'

import { imageRef, line, paragraph, sectionFields } from '../fields'

/** Product screenshots in device frames with captions. */
export const ScreenshotsBlock: Block = {
  slug: 'screenshots',
  interfaceName: 'ScreenshotsBlock',
  labels: { singular: 'Screenshots', plural: 'Screenshots' },
  fields: [
    ...sectionFields,
    {
      name: 'columns',
      type: 'select',
      defaultValue: '2',
      required: true,
      options: ['2', '3'].map((value) => ({ label: value, value })),
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        line('title', 'Title', true),
        paragraph('description', 'Caption'),
        imageRef('image'),
        {
          name: 'frame',
          type: 'select',
          defaultValue: 'browser',
          required: true,
          options: ['browser', 'phone', 'tablet', 'none'].map((value) => ({ label: value, value })),
        },
      ],
    },
  ],
}
