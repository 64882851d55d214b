import { APIError, type CollectionConfig, type PayloadRequest } from 'payload'

import {
  hiddenUnlessAdmin,
  isAdmin,
  isAdminField,
  isStaff,
  ownAccountOrAdmin,
  readStaffAccounts,
  ROLE_LABELS,
  ROLES,
  userIsAdmin,
} from '../access'
import { ADMIN_LANGUAGES, LANGUAGE_NAMES } from '../admin-language'
import { siteMessage } from '../admin-labels/messages'
import { forgetFailedLogins, throttleLogin } from '../auth/login-throttle'
import { checkNewPassword } from '../auth/password-policy'
import { answerAsThrown } from '../auth/refusals'
import {
  accountDisplayName,
  keepOneAdminOnDelete,
  keepOneAdminOnUpdate,
  refuseOwnRoleChange,
} from './staff-roles'
import { listedAs } from '../admin-labels/sidebar'

/**
 * Staff accounts for the admin. There is no public sign-up: the first account
 * comes from ADMIN_EMAIL/ADMIN_PASSWORD at start or `npm run create-admin`
 * (both make administrators), and later ones are created by administrators.
 * Everyone else reads and edits only their own account, never their role.
 */
export const Users: CollectionConfig = {
  ...listedAs('users', {
    useAsTitle: 'display_name',
    defaultColumns: ['email', 'name', 'role'],
    hidden: hiddenUnlessAdmin,
  }),
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
    read: readStaffAccounts,
    create: isAdmin,
    update: ownAccountOrAdmin,
    delete: isAdmin,
    unlock: isAdmin,
    readVersions: isAdmin,
    admin: isStaff,
  },
  hooks: {
    beforeOperation: [
      ({ operation, req }) => {
        // Payload's "create first user" screen creates with overrideAccess from
        // an anonymous HTTP request; only local scripts may do that here.
        if (operation === 'create' && !req.user && req.payloadAPI !== 'local') {
          throw new APIError(siteMessage(req, 'staffAccountsFromServerOnly'), 403, undefined, true)
        }
      },
      checkNewPassword,
      throttleLogin,
      refuseOwnRoleChange,
    ],
    beforeChange: [keepOneAdminOnUpdate],
    beforeDelete: [keepOneAdminOnDelete],
    afterLogin: [forgetFailedLogins],
    afterError: [answerAsThrown],
  },
  fields: [
    { name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text', maxLength: 120 },
    {
      // What pickers and columns show for an account (the assignee of an enquiry, say):
      // the name, then the e-mail that tells two of the same name apart. Always
      // worked out on save, never typed.
      name: 'display_name',
      label: { en: 'Shown as', ar: 'يظهر باسم' },
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          // A name cleared on this save (null) counts as cleared, not as unchanged.
          ({ siblingData, originalDoc }) =>
            accountDisplayName(
              'name' in siblingData ? siblingData.name : originalDoc?.name,
              siblingData.email ?? originalDoc?.email,
            ),
        ],
      },
    },
    {
      name: 'role',
      type: 'select',
      // Not `required` in the schema (scripts and tests may leave it to the
      // default), but an account is never saved without one of the roles.
      defaultValue: 'editor',
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        ROLES.includes(value as never) || siteMessage(req, 'roleRequired'),
      index: true,
      saveToJWT: true,
      label: { en: 'Role', ar: 'الدور' },
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: {
        create: isAdminField,
        // Nobody changes their own role: an administrator cannot demote themselves by accident.
        update: ({ req, id }) => userIsAdmin(req.user) && String(id) !== String(req.user?.id),
      },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Administrator: everything, including staff accounts. Editor: site content and settings. Sales: enquiries only.',
          ar: 'مدير النظام: كل شيء بما في ذلك حسابات الموظفين. المحرّر: محتوى الموقع وإعداداته. المبيعات: الاستفسارات فقط.',
        },
      },
    },
    {
      // Saved when the staff member switches the admin's language and applied
      // when they sign in on another browser (cms/components/AdminLanguageSync.tsx).
      name: 'language',
      type: 'select',
      label: { en: 'Admin language', ar: 'لغة الواجهة' },
      options: ADMIN_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
      admin: {
        // Staff change it with the account's one "Admin language" control
        // (Payload's own); a second one here could show another value.
        hidden: true,
        position: 'sidebar',
        description: {
          en: 'The admin opens in this language when this account signs in on a new browser.',
          ar: 'تُفتح لوحة التحكم بهذه اللغة عند تسجيل دخول هذا الحساب من متصفح جديد.',
        },
      },
    },
  ],
}
