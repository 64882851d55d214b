import { APIError, type CollectionConfig } from 'payload'

import { isStaff } from '../access'
import { ADMIN_LANGUAGES, LANGUAGE_NAMES } from '../admin-language'
import { adminMessage } from '../admin-labels'
import { forgetFailedLogins, throttleLogin } from '../auth/login-throttle'
import { checkNewPassword } from '../auth/password-policy'
import { answerAsThrown } from '../auth/refusals'

/**
 * Staff accounts for the admin. There is no public sign-up: the first account
 * comes from ADMIN_EMAIL/ADMIN_PASSWORD at start or `npm run create-admin`,
 * and later ones are created by signed-in staff.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  admin: { group: 'Settings', useAsTitle: 'email', defaultColumns: ['email', 'name'] },
  auth: {
    // Payload's own lock is per account, so a stranger could lock staff out
    // by guessing; failed sign-ins are limited per account and address instead.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && !process.env.INSECURE_COOKIES,
    },
  },
  access: {
    read: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [
      ({ operation, req }) => {
        // Payload's "create first user" screen creates with overrideAccess from
        // an anonymous HTTP request; only local scripts may do that here.
        if (operation === 'create' && !req.user && req.payloadAPI !== 'local') {
          throw new APIError(
            adminMessage(
              req,
              'Staff accounts cannot be created from the web. Run `npm run create-admin` on the server.',
            ),
            403,
            undefined,
            true,
          )
        }
      },
      checkNewPassword,
      throttleLogin,
    ],
    afterLogin: [forgetFailedLogins],
    afterError: [answerAsThrown],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      // Saved when the staff member switches the admin's language and applied
      // when they sign in on another browser (cms/components/AdminLanguageSync.tsx).
      name: 'language',
      type: 'select',
      label: { en: 'Admin language', ar: 'لغة الواجهة' },
      options: ADMIN_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
      admin: {
        position: 'sidebar',
        description: {
          en: 'The admin opens in this language when this account signs in on a new browser.',
          ar: 'تُفتح لوحة التحكم بهذه اللغة عند تسجيل دخول هذا الحساب من متصفح جديد.',
        },
      },
    },
  ],
}
