import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Config,
  Field,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
} from 'payload'

import { confirmEndpoint, statusEndpoint } from './endpoints'
import { xliffExportEndpoint, xliffImportEndpoint } from './xliff/endpoints'
import { entityOf, forgetDocument, recordState, STATES, translatedEntities } from './store'
import { skipsTranslationState } from './skip'
import { TranslationStates } from './TranslationStates'

/** The (unstored) field that shows a document's Arabic at the top of its edit view and as a list column. */
export const SUMMARY_FIELD = 'translation_summary'

const summaryField: Field = {
  name: SUMMARY_FIELD,
  type: 'ui',
  label: { en: 'Arabic', ar: 'العربية' },
  admin: {
    components: {
      Field: '@/cms/translations/TranslationSummary#TranslationSummary',
      Cell: '@/cms/translations/TranslationCell#TranslationCell',
    },
  },
}

const ENGLISH_SOURCE = '@/cms/translations/EnglishSource#EnglishSource'
/** Publish, asking first when the site settings say so and Arabic is missing. */
const PUBLISH_GUARD = '@/cms/translations/PublishGuard#PublishGuard'

const isText = (field: Field) =>
  field.type === 'text' || field.type === 'textarea' || field.type === 'richText'

/** Every localized text, inside rows, tabs, groups, arrays and blocks, shows its English under it in Arabic. */
function withEnglishSource(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (isText(field) && 'localized' in field && field.localized) {
      const admin = (field.admin ?? {}) as { components?: { afterInput?: unknown[] } }
      const components = admin.components ?? {}
      return {
        ...field,
        admin: {
          ...admin,
          components: {
            ...components,
            afterInput: [...(components.afterInput ?? []), ENGLISH_SOURCE],
          },
        },
      } as Field
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withEnglishSource(tab.fields) })),
      }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({
          ...block,
          fields: withEnglishSource(block.fields),
        })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withEnglishSource(field.fields) } as Field
    return field
  })
}

/** Whether raw (unsanitized) fields hold a localized text anywhere inside. */
function localizesText(fields: Field[]): boolean {
  return fields.some((field) => {
    if (isText(field)) return Boolean('localized' in field && field.localized)
    if (field.type === 'tabs') return field.tabs.some((tab) => localizesText(tab.fields))
    if (field.type === 'blocks')
      return field.blocks.some((block) => typeof block !== 'string' && localizesText(block.fields))
    if ('fields' in field && Array.isArray(field.fields)) return localizesText(field.fields)
    return false
  })
}

const afterCollectionChange: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  if (skipsTranslationState(req.context)) return doc
  const found = entityOf(req.payload.config, collection.slug, false)
  if (found) await recordState(req.payload, found, String(doc.id), req, collection.labels?.singular)
  return doc
}

const afterCollectionDelete: CollectionAfterDeleteHook = async ({ id, req, collection }) => {
  if (skipsTranslationState(req.context)) return
  if (entityOf(req.payload.config, collection.slug, false))
    await forgetDocument(
      req.payload,
      { collection: collection.slug, id: String(id), global: false },
      req,
    )
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  if (skipsTranslationState(req.context)) return doc
  const found = entityOf(req.payload.config, global.slug, true)
  if (found) await recordState(req.payload, found, global.slug, req, global.label)
  return doc
}

function withCollectionState(collection: CollectionConfig): CollectionConfig {
  if (!localizesText(collection.fields)) return collection
  const columns = collection.admin?.defaultColumns
  return {
    ...collection,
    admin: {
      ...collection.admin,
      ...(columns ? { defaultColumns: [...columns, SUMMARY_FIELD] } : {}),
      components: {
        ...collection.admin?.components,
        ...(collection.versions &&
        typeof collection.versions === 'object' &&
        collection.versions.drafts
          ? { edit: { ...collection.admin?.components?.edit, PublishButton: PUBLISH_GUARD } }
          : {}),
        beforeListTable: [
          ...(collection.admin?.components?.beforeListTable ?? []),
          '@/cms/translations/TranslationListFilter#TranslationListFilter',
        ],
      },
    },
    fields: [summaryField, ...withEnglishSource(collection.fields)],
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterCollectionChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterCollectionDelete],
    },
  }
}

function withGlobalState(global: GlobalConfig): GlobalConfig {
  if (!localizesText(global.fields)) return global
  const drafts = global.versions && typeof global.versions === 'object' && global.versions.drafts
  return {
    ...global,
    admin: drafts
      ? {
          ...global.admin,
          components: {
            ...global.admin?.components,
            elements: { ...global.admin?.components?.elements, PublishButton: PUBLISH_GUARD },
          },
        }
      : global.admin,
    fields: [summaryField, ...withEnglishSource(global.fields)],
    hooks: {
      ...global.hooks,
      afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange],
    },
  }
}

/**
 * Where the Arabic stands, field by field: every collection and global with
 * localized text gets a summary at the top of its edit view and as a list
 * column, and save, restore and delete hooks that keep one row per document
 * in `translation-states` (cms/translations/state.ts decides each field's
 * state). Staff read it at `GET /api/translation-status` and in the
 * Translations view; they confirm an outdated field with
 * `POST /api/translation-status/confirm`.
 */
export function translationStatus(config: Config): Config {
  return {
    ...config,
    collections: [...(config.collections ?? []).map(withCollectionState), TranslationStates],
    globals: (config.globals ?? []).map(withGlobalState),
    endpoints: [
      ...(config.endpoints ?? []),
      statusEndpoint,
      confirmEndpoint,
      xliffExportEndpoint,
      xliffImportEndpoint,
    ],
  }
}

/**
 * Documents saved before their state was followed (a site upgraded to this
 * version, content written by SQL) get a row: both languages present count as
 * translated. Run once when a web server starts; two replicas doing it at
 * once collide on the unique index, and the loser's row is already there.
 */
export async function recordUnfollowedDocuments(payload: Payload): Promise<number> {
  let recorded = 0
  for (const each of translatedEntities(payload.config)) {
    const known = await payload.find({
      collection: STATES as never,
      where: { doc_collection: { equals: each.slug } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { doc_id: true } as never,
    })
    const followed = new Set(known.docs.map((row) => String((row as { doc_id?: unknown }).doc_id)))
    const ids = each.global
      ? [each.slug]
      : (
          await payload.find({
            collection: each.slug as never,
            pagination: false,
            depth: 0,
            draft: each.drafts,
            overrideAccess: true,
            select: { id: true } as never,
          })
        ).docs.map((doc) => String((doc as { id: number | string }).id))
    for (const id of ids) {
      if (followed.has(id)) continue
      try {
        const label = each.global
          ? payload.config.globals.find((g) => g.slug === each.slug)?.label
          : payload.config.collections.find((c) => c.slug === each.slug)?.labels?.singular
        if (await recordState(payload, each, id, undefined, label)) recorded += 1
      } catch (error) {
        payload.logger.warn(
          { err: error, collection: each.slug, id },
          'translation state not recorded',
        )
      }
    }
  }
  return recorded
}

/** Started with the web server (never during `next build`). */
export function recordUnfollowedOnce(payload: Payload): void {
  if (!process.env.NEXT_RUNTIME || process.env.NEXT_PHASE === 'phase-production-build') return
  recordUnfollowedDocuments(payload)
    .then((count) => {
      if (count) payload.logger.info({ count }, 'translation states recorded for earlier documents')
    })
    .catch((error) => payload.logger.error({ err: error }, 'translation states not recorded'))
}
