import { TranslationSummary as TranslationSummary_1191acbb29dd0eb4c6c569fe91b9d289 } from '@/cms/translations/TranslationSummary'
import { TranslationCell as TranslationCell_4d310c12ec33547fb5e10fce8a39cc5b } from '@/cms/translations/TranslationCell'
import { default as default_cdded5a07d3489194aa5f71eaa8b2bbf } from '@/cms/components/LeftToRightCell'
import { default as default_90247d1ef865e24f13f42adb0e1457b3 } from '@/cms/components/LocalizedTextCell'
import { EnglishSource as EnglishSource_c04fca5244acc5ab2e55d31b7a2b7ed5 } from '@/cms/translations/EnglishSource'
import { default as default_7bf68fc930470dade8152c47d325048c } from '@/cms/components/IconPreview'
import { default as default_18fe5cfa73aa3198967053a6de41a4c9 } from '@/cms/components/VersionAuthors'
import { default as default_2a277a367414a18be8f52ff1b307037c } from '@/cms/components/SearchPreview'
import { default as default_d975fec1967a9cd3adaca424577c918f } from '@/cms/components/EnglishTitleFallback'
import { default as default_b3d118b8c2543fc970ce5ae701e0466b } from '@/cms/components/KuwaitDateCell'
import { TranslationListFilter as TranslationListFilter_88a596369b79cde1943c841b777d62f5 } from '@/cms/translations/TranslationListFilter'
import { default as default_bce507c71fd8dfc802809fd0a7184908 } from '@/cms/components/DocumentTimes'
import { PublishGuard as PublishGuard_5f3298094e0bc637e09a4d3f8b4e6d06 } from '@/cms/translations/PublishGuard'
import { default as default_b90f5aa201bc77e379c12752c9587279 } from '@/cms/components/VersionsWithAuthors'
import { default as default_6e87b61f8423938279f1da4007b81f2f } from '@/cms/components/ArrayRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { ToolbarNamesClient as ToolbarNamesClient_20b85c941fdafa435236e0a4183dd456 } from '@/cms/rich-text/ToolbarNamesClient'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { default as default_4aa48eb1dcf36ed7b0a2c5992a871fdf } from '@/cms/components/PublishDateCell'
import { default as default_1ce86a197379ccebf2781de81fedf18a } from '@/cms/components/EnquiryContactCell'
import { default as default_e4af6afa9dd593b55c889c1fb673b12d } from '@/cms/components/EnquiryContactField'
import { default as default_78a2ab344d572d40df46048d0ca15f74 } from '@/cms/components/FormAnswersField'
import { default as default_ad824108b14f3097f41579ab0a3cbca4 } from '@/cms/components/AssignToMe'
import { default as default_213b92902831b169e3d0b8217a1a625c } from '@/cms/components/EnquiryHistory'
import { default as default_fb99874dcab8be2da645cc36b15428ca } from '@/cms/components/ResendDelivery'
import { default as default_7529f993f95ffe8c91443b506ad7b9f1 } from '@/cms/components/EnquiryStatusFilter'
import { default as default_c2ad666309cb0742ab65b2d7fd8b7559 } from '@/cms/components/ExportCsvLink'
import { default as default_efc690323af690acba849e26b7f8d3b5 } from '@/cms/components/WebhookSelect'
import { default as default_f5d7d1d57496d13de46344c7c7ed24ae } from '@/cms/components/UploadLimits'
import { default as default_c1d275fa630d5332184873bb881fa690 } from '@/cms/audit/AuditEntityCell'
import { default as default_9aff24c26df92123a51ac613cc111d51 } from '@/cms/audit/AuditTextCell'
import { default as default_efcbb4fd2a8ecaad3a2ae24546fdb183 } from '@/cms/components/AdminIcon'
import { default as default_9d3275354960aca54a1f4f98f479a1c2 } from '@/cms/components/AdminLogo'
import { default as default_7d1f7ac05e4646c3cc213de9109a4cd9 } from '@/cms/views/insights/InsightsNavLink'
import { default as default_3a99d0e5572b3e4f6218b2913de66bdf } from '@/cms/translations/TranslationsNavLink'
import { default as default_70de225ade5b53c4026548406a504bc9 } from '@/cms/data-requests/DataRequestsNavLink'
import { default as default_2ac8d9608f69878e90de3d18cfdd4be7 } from '@/cms/components/NewEnquiriesCount'
import { default as default_310294188d5398b00b6ecc3d2fe207cd } from '@/cms/components/AdminLanguageSync'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { default as default_7de99ee734a6c3e4c57d6da8c5c172c8 } from '@/cms/views/insights/InsightsView'
import { default as default_514867966d485bbcccccf09b0ee3117c } from '@/cms/translations/TranslationsView'
import { default as default_1b8e255f04ca1d804742e65c0d21c8fd } from '@/cms/data-requests/DataRequestsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/translations/TranslationSummary#TranslationSummary": TranslationSummary_1191acbb29dd0eb4c6c569fe91b9d289,
  "@/cms/translations/TranslationCell#TranslationCell": TranslationCell_4d310c12ec33547fb5e10fce8a39cc5b,
  "@/cms/components/LeftToRightCell#default": default_cdded5a07d3489194aa5f71eaa8b2bbf,
  "@/cms/components/LocalizedTextCell#default": default_90247d1ef865e24f13f42adb0e1457b3,
  "@/cms/translations/EnglishSource#EnglishSource": EnglishSource_c04fca5244acc5ab2e55d31b7a2b7ed5,
  "@/cms/components/IconPreview#default": default_7bf68fc930470dade8152c47d325048c,
  "@/cms/components/VersionAuthors#default": default_18fe5cfa73aa3198967053a6de41a4c9,
  "@/cms/components/SearchPreview#default": default_2a277a367414a18be8f52ff1b307037c,
  "@/cms/components/EnglishTitleFallback#default": default_d975fec1967a9cd3adaca424577c918f,
  "@/cms/components/KuwaitDateCell#default": default_b3d118b8c2543fc970ce5ae701e0466b,
  "@/cms/translations/TranslationListFilter#TranslationListFilter": TranslationListFilter_88a596369b79cde1943c841b777d62f5,
  "@/cms/components/DocumentTimes#default": default_bce507c71fd8dfc802809fd0a7184908,
  "@/cms/translations/PublishGuard#PublishGuard": PublishGuard_5f3298094e0bc637e09a4d3f8b4e6d06,
  "@/cms/components/VersionsWithAuthors#default": default_b90f5aa201bc77e379c12752c9587279,
  "@/cms/components/ArrayRowLabel#default": default_6e87b61f8423938279f1da4007b81f2f,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@/cms/rich-text/ToolbarNamesClient#ToolbarNamesClient": ToolbarNamesClient_20b85c941fdafa435236e0a4183dd456,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/components/PublishDateCell#default": default_4aa48eb1dcf36ed7b0a2c5992a871fdf,
  "@/cms/components/EnquiryContactCell#default": default_1ce86a197379ccebf2781de81fedf18a,
  "@/cms/components/EnquiryContactField#default": default_e4af6afa9dd593b55c889c1fb673b12d,
  "@/cms/components/FormAnswersField#default": default_78a2ab344d572d40df46048d0ca15f74,
  "@/cms/components/AssignToMe#default": default_ad824108b14f3097f41579ab0a3cbca4,
  "@/cms/components/EnquiryHistory#default": default_213b92902831b169e3d0b8217a1a625c,
  "@/cms/components/ResendDelivery#default": default_fb99874dcab8be2da645cc36b15428ca,
  "@/cms/components/EnquiryStatusFilter#default": default_7529f993f95ffe8c91443b506ad7b9f1,
  "@/cms/components/ExportCsvLink#default": default_c2ad666309cb0742ab65b2d7fd8b7559,
  "@/cms/components/WebhookSelect#default": default_efc690323af690acba849e26b7f8d3b5,
  "@/cms/components/UploadLimits#default": default_f5d7d1d57496d13de46344c7c7ed24ae,
  "@/cms/audit/AuditEntityCell#default": default_c1d275fa630d5332184873bb881fa690,
  "@/cms/audit/AuditTextCell#default": default_9aff24c26df92123a51ac613cc111d51,
  "@/cms/components/AdminIcon#default": default_efcbb4fd2a8ecaad3a2ae24546fdb183,
  "@/cms/components/AdminLogo#default": default_9d3275354960aca54a1f4f98f479a1c2,
  "@/cms/views/insights/InsightsNavLink#default": default_7d1f7ac05e4646c3cc213de9109a4cd9,
  "@/cms/translations/TranslationsNavLink#default": default_3a99d0e5572b3e4f6218b2913de66bdf,
  "@/cms/data-requests/DataRequestsNavLink#default": default_70de225ade5b53c4026548406a504bc9,
  "@/cms/components/NewEnquiriesCount#default": default_2ac8d9608f69878e90de3d18cfdd4be7,
  "@/cms/components/AdminLanguageSync#default": default_310294188d5398b00b6ecc3d2fe207cd,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/cms/views/insights/InsightsView#default": default_7de99ee734a6c3e4c57d6da8c5c172c8,
  "@/cms/translations/TranslationsView#default": default_514867966d485bbcccccf09b0ee3117c,
  "@/cms/data-requests/DataRequestsView#default": default_1b8e255f04ca1d804742e65c0d21c8fd,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
