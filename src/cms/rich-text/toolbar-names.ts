import { createServerFeature } from '@payloadcms/richtext-lexical'

/** The toolbar's buttons named in the admin's language (./ToolbarNamesClient.tsx). */
export const ToolbarNamesFeature = createServerFeature({
  key: 'toolbarNames',
  feature: { ClientFeature: '@/cms/rich-text/ToolbarNamesClient#ToolbarNamesClient' },
})
