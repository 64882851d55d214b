import type {
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  EditConfig,
  Field,
  GlobalBeforeChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { canEditContent } from './access'
import { markDraftSave } from './hooks/revalidate'
import { restoreCollectionVersionAsDraft, restoreGlobalVersionAsDraft } from './restore-as-draft'

/**
 * The editorial workflow every content collection and the site settings share:
 * drafts saved as staff type (autosave), a publish date and time that Payload's
 * jobs queue honours (cms/jobs/delivery-runner.ts runs it), and a history of
 * versions staff can compare and restore. Declared once here; the collections
 * are wrapped in collections/index.ts.
 */
export const EDITORIAL_VERSIONS = {
  // Autosave keeps typing safe; "Save draft" stays for staff who want to say so.
  drafts: { autosave: { interval: 800, showSaveDraftButton: true }, schedulePublish: true },
  maxPerDoc: 50,
} as const

/** Who saved a version: set from the signed-in staff member on every save. */
export const UPDATED_BY = 'updated_by'

const updatedByField: Field = {
  name: UPDATED_BY,
  type: 'relationship',
  relationTo: 'users',
  label: { en: 'Last changed by', ar: 'آخر تعديل بواسطة' },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: {
      en: 'Set on every save; each version keeps who saved it.',
      ar: 'يُسجَّل عند كل حفظ، وتحتفظ كل نسخة باسم من حفظها.',
    },
  },
}

/** The sidebar's "Who changed what": latest versions, their authors and times. */
const historyField: Field = {
  name: 'version_history',
  type: 'ui',
  admin: {
    position: 'sidebar',
    // The sidebar's history, not a list column.
    disableListColumn: true,
    components: { Field: '@/cms/components/VersionAuthors' },
  },
}

/** Payload's Versions tab with the column of who saved each version. */
const VERSIONS_VIEW = { Component: '@/cms/components/VersionsWithAuthors' }

const staffId = (req: PayloadRequest) =>
  req.user && req.user.collection === 'users' ? req.user.id : undefined

/**
 * The author cannot be typed in: the server writes it from the session. A
 * save without a staff member (a script, the seed) keeps the previous author;
 * a scheduled publish runs as the staff member who scheduled it.
 */
function withAuthor(
  data: Record<string, unknown>,
  originalDoc: unknown,
  req: PayloadRequest,
): Record<string, unknown> {
  const previous = (originalDoc as Record<string, unknown> | undefined)?.[UPDATED_BY]
  const author =
    staffId(req) ??
    (typeof previous === 'object' && previous ? (previous as { id: unknown }).id : previous)
  return { ...data, [UPDATED_BY]: author ?? null }
}

const recordAuthor: CollectionBeforeChangeHook = ({ data, originalDoc, req }) =>
  withAuthor(data, originalDoc, req)

const recordGlobalAuthor: GlobalBeforeChangeHook = ({ data, originalDoc, req }) =>
  withAuthor(data, originalDoc, req)

/**
 * Writers that do not speak of drafts (the seed, scripts, REST clients written
 * before drafts existed) keep their meaning: what they create without a
 * publication state is published, as every save was before; the settings they
 * save are published too. The admin always sends `_status`, and a draft save
 * (`draft: true`) is left to Payload. Decided before the operation runs,
 * because Payload fills in the field's default ("draft") before any other hook.
 */
function publishWhenUnsaid<A extends { draft?: boolean; data?: Record<string, unknown> }>(
  args: A,
): A {
  if (args.draft || !args.data || args.data._status !== undefined) return args
  return { ...args, data: { ...args.data, _status: 'published' } }
}

/**
 * An anonymous reader never reads drafts, whatever it asks (`?draft=true`):
 * the published row is what the site and its REST readers may see. Server
 * code that overrides access (a save hook run by a script or the seed, which
 * has no user) reads the newest draft it asks for.
 */
function anonymousReadsPublished<
  A extends { draft?: boolean; overrideAccess?: boolean; req: PayloadRequest },
>(operation: string, args: A): A {
  if (operation === 'read' && !args.req.user && args.draft && !args.overrideAccess)
    return { ...args, draft: false }
  return args
}

const collectionBeforeOperation: CollectionBeforeOperationHook = ({
  args,
  operation,
  collection,
}) => {
  const decided = operation === 'create' ? publishWhenUnsaid(args as never) : args
  markDraftSave(collection.slug, operation, decided)
  return anonymousReadsPublished(operation, decided as never)
}

/**
 * What every edited document gets: drafts and versions, their history read by
 * content staff, and the edit view's Versions tab showing who saved each.
 */
function editorial<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  const views = entity.admin?.components?.views
  return {
    ...entity,
    versions: EDITORIAL_VERSIONS,
    access: { ...entity.access, readVersions: canEditContent },
    admin: {
      ...entity.admin,
      components: {
        ...entity.admin?.components,
        views: { ...views, edit: { ...views?.edit, versions: VERSIONS_VIEW } as EditConfig },
      },
    },
  }
}

export function withEditorialWorkflow(collection: CollectionConfig): CollectionConfig {
  return {
    ...editorial(collection),
    endpoints: [...(collection.endpoints || []), restoreCollectionVersionAsDraft(collection.slug)],
    hooks: {
      ...collection.hooks,
      // After the collection's own: they may translate older inputs first.
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), collectionBeforeOperation],
      beforeChange: [...(collection.hooks?.beforeChange ?? []), recordAuthor],
    },
    fields: [...collection.fields, updatedByField, historyField],
  }
}

export function withEditorialGlobal(global: GlobalConfig): GlobalConfig {
  return {
    ...editorial(global),
    endpoints: [...(global.endpoints || []), restoreGlobalVersionAsDraft(global.slug)],
    hooks: {
      ...global.hooks,
      beforeOperation: [
        ...(global.hooks?.beforeOperation ?? []),
        ({ args, operation, global: config }) => {
          const decided = operation === 'update' ? publishWhenUnsaid(args as never) : args
          markDraftSave(config.slug, operation, decided)
          return anonymousReadsPublished(operation, decided as never)
        },
      ],
      beforeChange: [...(global.hooks?.beforeChange ?? []), recordGlobalAuthor],
    },
    fields: [...global.fields, updatedByField, historyField],
  }
}
