import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'

import { DOCUMENT_PATHS } from '@/lib/document-paths'

import { userEditsContent } from '../access'
import { adminLanguage, type AdminLanguage } from '../collections/enquiry-statuses'
import { fieldAddress, TRANSLATION_COPY } from './copy'
import { FieldStates } from './FieldStates'
import { XliffImport } from './XliffImport'
import { readStatuses, translatedEntities, type StateFilter } from './store'
import { StaffViewFrame } from '../views/StaffViewFrame'

type Label = string | Record<string, string> | undefined | false | ((...args: never[]) => string)

const inLanguage = (label: Label, language: AdminLanguage, fallback: string) =>
  typeof label === 'string'
    ? label
    : typeof label === 'object' && label
      ? (label[language] ?? label.en ?? fallback)
      : fallback

const STATES: StateFilter[] = ['pending', 'missing', 'outdated']

/**
 * The admin's Translations view (`/admin/translations`, editors and
 * administrators): every document whose Arabic is missing or out of date,
 * across collections and globals, filtered by type and state, each field
 * linked to its place in the Arabic edit view and outdated ones confirmable.
 * The same rows as `GET /api/translation-status`.
 */
export default async function TranslationsView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req } = initPageResult
  const language = adminLanguage(req.i18n?.language)
  const copy = TRANSLATION_COPY[language]
  const allowed = userEditsContent(req.user)
  const entities = translatedEntities(req.payload.config)
  const nameOf = (slug: string, global: boolean) => {
    if (global) {
      const config = req.payload.config.globals.find((each) => each.slug === slug)
      return inLanguage(config?.label as Label, language, slug)
    }
    const config = req.payload.config.collections.find((each) => each.slug === slug)
    return inLanguage(config?.labels?.plural as Label, language, slug)
  }
  const askedState = String(searchParams?.state ?? 'pending')
  const state = (STATES as string[]).includes(askedState) ? (askedState as StateFilter) : 'pending'
  const askedType = String(searchParams?.collection ?? '')
  const type = entities.some((each) => each.slug === askedType) ? askedType : ''
  const statuses = allowed
    ? await readStatuses(req.payload, { state, collection: type || undefined })
    : []
  // Documents with a page of their own whose Arabic page would be half English or more.
  const mostlyEnglish = statuses.filter(
    (each) =>
      each.collection in DOCUMENT_PATHS &&
      each.counted > 0 &&
      each.missing.length * 2 >= each.counted,
  )
  const fields = statuses.reduce((sum, each) => sum + each.missing.length + each.outdated.length, 0)
  const stateLabel = { pending: copy.all, missing: copy.missing, outdated: copy.outdated }
  return (
    <StaffViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <main className="translations">
        <Gutter>
          <h1 className="translations__title">{copy.title}</h1>
          {!allowed ? (
            <p>{copy.signIn}</p>
          ) : (
            <>
              <p className="translations__intro">{copy.intro}</p>
              <form className="translations__filters" method="get" action="/admin/translations">
                <label>
                  <span>{copy.collection}</span>
                  <select name="collection" defaultValue={type}>
                    <option value="">{copy.allTypes}</option>
                    {entities.map((each) => (
                      <option key={each.slug} value={each.slug}>
                        {nameOf(each.slug, each.global)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{copy.state}</span>
                  <select name="state" defaultValue={state}>
                    {STATES.map((each) => (
                      <option key={each} value={each}>
                        {stateLabel[each as keyof typeof stateLabel]}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="btn btn--size-small btn--style-secondary">
                  {copy.show}
                </button>
              </form>
              <section className="translations__xliff" aria-labelledby="translations-xliff">
                <h2 id="translations-xliff">{copy.xliff}</h2>
                <p>{copy.xliffIntro}</p>
                <a
                  className="btn btn--size-small btn--style-primary"
                  href={`/api/translations/export?state=pending${type ? `&collection=${type}` : ''}`}
                  download
                >
                  {copy.downloadPending}
                </a>
                <XliffImport language={language} />
              </section>
              {mostlyEnglish.length ? (
                <section className="translations__mostly-english" aria-labelledby="mostly-english">
                  <h2 id="mostly-english">{copy.mostlyEnglish}</h2>
                  <p>{copy.mostlyEnglishIntro}</p>
                  <ul>
                    {mostlyEnglish.map((status) => (
                      <li key={`${status.collection}-${status.id}`}>
                        <Link href={fieldAddress(status)}>{status.title}</Link>{' '}
                        <span className="translations__type">
                          {nameOf(status.collection, status.global)} ·{' '}
                          {copy.share(status.missing.length, status.counted)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <p className="translations__total" data-testid="translations-total">
                {copy.total(statuses.length, fields)}
              </p>
              {statuses.length === 0 ? (
                <p>{type || state !== 'pending' ? copy.noneFiltered : copy.none}</p>
              ) : (
                <ul className="translations__documents">
                  {statuses.map((status) => (
                    <li
                      key={`${status.collection}-${status.id}`}
                      className="translations__document"
                      data-testid={`translation-${status.collection}-${status.id}`}
                    >
                      <div className="translations__heading">
                        <Link href={fieldAddress(status)} className="translations__doc-title">
                          {status.title}
                        </Link>
                        <span className="translations__type">
                          {nameOf(status.collection, status.global)}
                        </span>
                        <a
                          className="translations__download"
                          href={`/api/translations/export?collection=${status.collection}&ids=${encodeURIComponent(status.id)}`}
                          aria-label={copy.downloadOneLabel(status.title)}
                          download
                        >
                          {copy.downloadOne}
                        </a>
                      </div>
                      <FieldStates
                        status={{
                          ...status,
                          missing: state === 'outdated' ? [] : status.missing,
                          outdated: state === 'missing' ? [] : status.outdated,
                        }}
                        language={language}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Gutter>
      </main>
    </StaffViewFrame>
  )
}
