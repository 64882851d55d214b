import type { ArrayField, Condition, Field, PayloadRequest } from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { siteMessage } from '../admin-labels/messages'
import { leftToRight } from '../fields'
import { text } from '../text-fields'
import { FIELD_KINDS, FIELD_NAME, MAX_FORM_FIELDS, type FieldKind } from '@/lib/forms/definition'
import {
  DEFAULT_FILE_MEGABYTES,
  FILE_CEILING_MEGABYTES,
  FILE_TYPE_KEYS,
  FILE_TYPES,
  megabytesOf,
} from '@/lib/forms/files'

type Row = { kind?: FieldKind; name?: string; maxMegabytes?: number | null }
type Validation = { req?: Partial<PayloadRequest>; siblingData?: Row; data?: { fields?: Row[] } }

const KIND_LABELS: Record<FieldKind, Bilingual> = {
  text: { en: 'Short text', ar: 'نص قصير' },
  textarea: { en: 'Long text', ar: 'نص طويل' },
  email: { en: 'E-mail', ar: 'بريد إلكتروني' },
  phone: { en: 'Phone with country code', ar: 'هاتف مع رمز الدولة' },
  number: { en: 'Number', ar: 'عدد' },
  date: { en: 'Date', ar: 'تاريخ' },
  choice: { en: 'Single choice', ar: 'اختيار واحد' },
  checkboxes: { en: 'Multiple choice', ar: 'اختيار متعدد' },
  consent: { en: 'Consent checkbox', ar: 'مربع موافقة' },
  file: { en: 'File upload', ar: 'رفع ملف' },
}

const TEXT_KINDS: FieldKind[] = ['text', 'textarea', 'email']
const when =
  (...kinds: FieldKind[]): Condition =>
  (_, sibling: Row) =>
    kinds.includes(sibling?.kind as FieldKind)

const numberField = (name: string, label: Bilingual, condition: Condition): Field => ({
  name,
  label,
  type: 'number',
  admin: { condition, width: '50%' },
})

/** The machine name an answer is stored under: unique in its form, never shown to visitors. */
const nameField = leftToRight({
  name: 'name',
  label: { en: 'Name in the data', ar: 'الاسم في البيانات' },
  type: 'text',
  required: true,
  maxLength: 40,
  admin: {
    width: '50%',
    description: {
      en: 'How the answer is stored and exported, e.g. full_name. Keep it once submissions arrive.',
      ar: 'الاسم الذي تُحفظ به الإجابة وتُصدَّر، مثل full_name. لا تغيّره بعد وصول الردود.',
    },
  },
  validate: (value: unknown, { req, data }: Validation) => {
    if (typeof value !== 'string' || !FIELD_NAME.test(value))
      return siteMessage(req, 'formFieldName')
    const same = (data?.fields ?? []).filter((row) => row?.name === value).length
    return same <= 1 || siteMessage(req, 'formFieldNameTaken', { name: value })
  },
})

const patternField = leftToRight({
  name: 'pattern',
  label: { en: 'Pattern (regular expression)', ar: 'النمط (تعبير نمطي)' },
  type: 'text',
  maxLength: 300,
  admin: {
    condition: when(...TEXT_KINDS),
    width: '50%',
    description: {
      en: 'Optional. The whole answer must match, e.g. https://(www\\.)?linkedin\\.com/.+',
      // The example isolated left to right, so the Arabic sentence does not reorder it.
      ar: 'اختياري. يجب أن تطابقه الإجابة كلها، مثل \u2066https://(www\\.)?linkedin\\.com/.+\u2069',
    },
  },
  validate: (value: unknown, { req }: Validation) => {
    if (typeof value !== 'string' || value === '') return true
    try {
      new RegExp(`^(?:${value})$`, 'u')
      return true
    } catch (error) {
      return siteMessage(req, 'formPatternInvalid', { problem: (error as Error).message })
    }
  },
})

const optionsField: ArrayField = {
  name: 'options',
  label: { en: 'Options', ar: 'الخيارات' },
  labels: { singular: { en: 'Option', ar: 'خيار' }, plural: { en: 'Options', ar: 'الخيارات' } },
  type: 'array',
  maxRows: 50,
  admin: { condition: when('choice', 'checkboxes') },
  validate: (value: unknown, { req, siblingData }: Validation) =>
    !['choice', 'checkboxes'].includes(siblingData?.kind ?? '') ||
    (Array.isArray(value) && value.length > 0) ||
    (typeof value === 'number' && value > 0) ||
    siteMessage(req, 'formNeedsOptions'),
  fields: [
    {
      type: 'row',
      fields: [
        leftToRight({
          name: 'value',
          label: { en: 'Stored as', ar: 'تُحفظ باسم' },
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { width: '40%' },
        }),
        {
          ...text('label', { en: 'Label', ar: 'النص الظاهر' }, 120, { required: true }),
          admin: { width: '60%' },
        },
      ],
    },
  ],
}

/**
 * A form's fields, in the order visitors see them: each of one kind, with the
 * rules the site checks on every post (src/lib/forms/validate.ts). Words are
 * in both languages; names, kinds, limits and options are shared.
 */
export const formFieldsField: ArrayField = {
  name: 'fields',
  label: { en: 'Fields', ar: 'الحقول' },
  labels: { singular: { en: 'Field', ar: 'حقل' }, plural: { en: 'Fields', ar: 'الحقول' } },
  type: 'array',
  minRows: 1,
  maxRows: MAX_FORM_FIELDS,
  admin: {
    initCollapsed: true,
    components: {
      RowLabel: {
        path: '@/cms/components/ArrayRowLabel',
        clientProps: { singular: { en: 'Field', ar: 'حقل' }, fields: ['label', 'name'] },
      },
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: { en: 'Kind', ar: 'النوع' },
          type: 'select',
          required: true,
          defaultValue: 'text',
          options: FIELD_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
          admin: { width: '50%' },
        },
        nameField,
      ],
    },
    text('label', { en: 'Label', ar: 'التسمية' }, 200, { required: true }),
    text('help', { en: 'Help text', ar: 'نص المساعدة' }, 300),
    {
      ...text('placeholder', { en: 'Placeholder', ar: 'النص المؤقت' }, 120),
      admin: { condition: when('text', 'textarea', 'email', 'phone', 'number') },
    },
    {
      name: 'required',
      label: { en: 'Required', ar: 'مطلوب' },
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: (_, sibling: Row) => sibling?.kind !== 'consent' },
    },
    {
      type: 'row',
      fields: [
        numberField(
          'minLength',
          { en: 'Fewest characters', ar: 'أقل عدد من الأحرف' },
          when(...TEXT_KINDS),
        ),
        numberField(
          'maxLength',
          { en: 'Most characters', ar: 'أكبر عدد من الأحرف' },
          when(...TEXT_KINDS),
        ),
        numberField('min', { en: 'Smallest number', ar: 'أصغر عدد' }, when('number')),
        numberField('max', { en: 'Largest number', ar: 'أكبر عدد' }, when('number')),
      ],
    },
    {
      type: 'row',
      fields: [
        patternField,
        {
          ...text(
            'patternMessage',
            { en: 'Message when the pattern does not match', ar: 'الرسالة عند عدم مطابقة النمط' },
            200,
          ),
          admin: { condition: when(...TEXT_KINDS), width: '50%' },
        },
      ],
    },
    {
      name: 'display',
      label: { en: 'Show as', ar: 'يظهر على شكل' },
      type: 'radio',
      defaultValue: 'select',
      options: [
        { value: 'select', label: { en: 'A list', ar: 'قائمة' } },
        { value: 'radios', label: { en: 'Radio buttons', ar: 'أزرار اختيار' } },
      ],
      admin: { condition: when('choice'), layout: 'horizontal' },
    },
    optionsField,
    {
      name: 'linkPage',
      label: { en: 'Page the consent links to', ar: 'الصفحة التي يربط إليها نص الموافقة' },
      type: 'relationship',
      relationTo: 'pages',
      admin: { condition: when('consent') },
    },
    {
      ...text('linkText', { en: 'Link text', ar: 'نص الرابط' }, 120),
      admin: { condition: when('consent') },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fileTypes',
          label: { en: 'Kinds of file taken', ar: 'أنواع الملفات المقبولة' },
          type: 'select',
          hasMany: true,
          defaultValue: ['pdf', 'docx'],
          options: FILE_TYPE_KEYS.map((value) => ({
            value,
            label: { en: FILE_TYPES[value].label, ar: FILE_TYPES[value].labelAr },
          })),
          admin: {
            condition: when('file'),
            width: '50%',
            description: {
              en: 'Checked from the file’s content, not its name. None chosen takes PDF and Word.',
              ar: 'يُتحقَّق من النوع بمحتوى الملف لا باسمه. إن لم تختر شيئًا يُقبل PDF وWord.',
            },
          },
        },
        {
          name: 'maxMegabytes',
          label: { en: 'Largest file (MB)', ar: 'أكبر حجم للملف (ميغابايت)' },
          type: 'number',
          min: 1,
          max: FILE_CEILING_MEGABYTES,
          admin: {
            condition: when('file'),
            width: '50%',
            placeholder: String(DEFAULT_FILE_MEGABYTES),
            description: {
              en: `${DEFAULT_FILE_MEGABYTES} MB unless set; at most ${FILE_CEILING_MEGABYTES} MB for all of a form’s files together.`,
              ar: `${DEFAULT_FILE_MEGABYTES} ميغابايت ما لم تحدّد غيره، و${FILE_CEILING_MEGABYTES} ميغابايت على الأكثر لكل ملفات النموذج معًا.`,
            },
          },
          // One post carries all of a form's files: together they stay within the ceiling.
          validate: (value: unknown, { req, data, siblingData }: Validation) => {
            if (siblingData?.kind !== 'file') return true
            const total = (data?.fields ?? [])
              .filter((row) => row?.kind === 'file')
              .reduce((sum, row) => sum + megabytesOf(row), 0)
            return (
              total <= FILE_CEILING_MEGABYTES ||
              siteMessage(req, 'formFilesTooLarge', {
                total: String(total),
                max: String(FILE_CEILING_MEGABYTES),
              })
            )
          },
        },
      ],
    },
  ],
}
