import type { Field } from 'payload'

import { nobodyField } from '../access'
import type { Bilingual } from '@/lib/bilingual'

/**
 * What staff see of each enquiry's copies (webhook, e-mail): written by the
 * delivery jobs (cms/jobs/enquiry-delivery.ts), never by hand. The summary
 * `delivery_status` is the list column; each channel's group has the detail
 * for the edit view.
 */
export const CHANNEL_STATES = ['off', 'queued', 'delivered', 'failing', 'failed'] as const
export type ChannelState = (typeof CHANNEL_STATES)[number]

/** The enquiry's summary: the worst state of its channels ("none" when no copy is configured). */
export const DELIVERY_STATUSES = ['none', 'queued', 'delivered', 'failing', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export const CHANNELS = ['webhook', 'email'] as const
export type Channel = (typeof CHANNELS)[number]
export const channelGroup = (channel: Channel) => `${channel}_delivery` as const

const STATE_LABELS: Record<ChannelState | DeliveryStatus, Bilingual> = {
  none: { en: 'No copy configured', ar: 'لا نسخ مهيّأة' },
  off: { en: 'Not configured', ar: 'غير مهيّأة' },
  queued: { en: 'Queued', ar: 'في قائمة الإرسال' },
  delivered: { en: 'Delivered', ar: 'وصلت' },
  failing: { en: 'Failing, retrying', ar: 'تتعثّر، تُعاد المحاولة' },
  failed: { en: 'Gave up', ar: 'توقّفت المحاولات' },
}

const readOnly = { readOnly: true }

const channelFields = (channel: Channel, label: Bilingual): Field => ({
  name: channelGroup(channel),
  type: 'group',
  label,
  // Written by the jobs through the database adapter; no request changes it.
  access: { update: nobodyField },
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'state',
      label: { en: 'State', ar: 'الحالة' },
      type: 'select',
      defaultValue: 'off',
      options: CHANNEL_STATES.map((value) => ({ value, label: STATE_LABELS[value] })),
      admin: readOnly,
    },
    {
      name: 'attempts',
      label: { en: 'Attempts', ar: 'المحاولات' },
      type: 'number',
      defaultValue: 0,
      admin: readOnly,
    },
    {
      name: 'last_error',
      label: { en: 'Last error', ar: 'آخر خطأ' },
      type: 'text',
      admin: readOnly,
    },
    {
      name: 'last_attempt_at',
      label: { en: 'Last attempt', ar: 'آخر محاولة' },
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'delivered_at',
      label: { en: 'Delivered at', ar: 'وقت الوصول' },
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
})

export const deliveryFields: Field[] = [
  {
    // Computed when read, never stored: two channel jobs finishing at once
    // each write only their own group, so no summary can go stale.
    name: 'delivery_status',
    label: { en: 'Delivery', ar: 'حالة الإرسال' },
    type: 'select',
    virtual: true,
    options: DELIVERY_STATUSES.map((value) => ({ value, label: STATE_LABELS[value] })),
    admin: { ...readOnly, position: 'sidebar' },
    hooks: {
      afterRead: [
        ({ siblingData }) =>
          summarise(CHANNELS.map((channel) => siblingData?.[channelGroup(channel)]?.state)),
      ],
    },
  },
  {
    name: 'resend',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '@/cms/components/ResendDelivery' },
    },
  },
  channelFields('webhook', { en: 'Webhook copy', ar: 'نسخة الويب هوك' }),
  channelFields('email', { en: 'E-mail copy', ar: 'نسخة البريد الإلكتروني' }),
]

const SEVERITY: DeliveryStatus[] = ['none', 'delivered', 'queued', 'failing', 'failed']

/** The summary of an enquiry from its channels: the one staff must act on first. */
export function summarise(states: Array<ChannelState | undefined | null>): DeliveryStatus {
  let worst: DeliveryStatus = 'none'
  for (const state of states) {
    if (!state || state === 'off') continue
    if (SEVERITY.indexOf(state) > SEVERITY.indexOf(worst)) worst = state
  }
  return worst
}
