import { default as default_cdded5a07d3489194aa5f71eaa8b2bbf } from '@/cms/components/LeftToRightCell'
import { default as default_90247d1ef865e24f13f42adb0e1457b3 } from '@/cms/components/LocalizedTextCell'
import { default as default_6e87b61f8423938279f1da4007b81f2f } from '@/cms/components/ArrayRowLabel'
import { default as default_fb99874dcab8be2da645cc36b15428ca } from '@/cms/components/ResendDelivery'
import { default as default_c2ad666309cb0742ab65b2d7fd8b7559 } from '@/cms/components/ExportCsvLink'
import { default as default_310294188d5398b00b6ecc3d2fe207cd } from '@/cms/components/AdminLanguageSync'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/components/LeftToRightCell#default": default_cdded5a07d3489194aa5f71eaa8b2bbf,
  "@/cms/components/LocalizedTextCell#default": default_90247d1ef865e24f13f42adb0e1457b3,
  "@/cms/components/ArrayRowLabel#default": default_6e87b61f8423938279f1da4007b81f2f,
  "@/cms/components/ResendDelivery#default": default_fb99874dcab8be2da645cc36b15428ca,
  "@/cms/components/ExportCsvLink#default": default_c2ad666309cb0742ab65b2d7fd8b7559,
  "@/cms/components/AdminLanguageSync#default": default_310294188d5398b00b6ecc3d2fe207cd,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
