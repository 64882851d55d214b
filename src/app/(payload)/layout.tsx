/*
 * Payload admin root layout (Payload 3 blank template); its additions are two
 * server functions: the password rule in form state, and scheduled publishing
 * recorded in the audit log.
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import React from 'react'

import { scheduleWithAudit } from '@/cms/audit/schedule'
import { formStateWithPasswordRule } from '@/cms/auth/password-form-state'
import { importMap } from './admin/importMap.js'
import './custom.scss'

type Args = {
  children: React.ReactNode
}

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({
    ...args,
    config,
    importMap,
    serverFunctions: {
      'form-state': formStateWithPasswordRule,
      'schedule-publish': scheduleWithAudit,
    },
  })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
