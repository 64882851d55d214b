import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { userIsAdmin } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { adminLanguage, statusLabel } from '../collections/enquiry-statuses'
import { kuwaitDisplayTime } from '../kuwait-time'
import { StaffViewFrame } from '../views/StaffViewFrame'
import { DATA_REQUEST_COPY } from './copy'
import { EraseButton } from './EraseButton'
import { personOf, personsData } from './match'

type Row = Record<string, unknown>

const formTitle = (row: Row, contactForm: string) => {
  const form = row.form as { title?: unknown } | number | null | undefined
  if (!form) return contactForm
  return typeof form === 'object' && typeof form.title === 'string' ? form.title : String(form)
}

/**
 * The admin's Data requests view (`/admin/data-requests`, administrators
 * only): a person's enquiries and form submissions found by e-mail address
 * or mobile number (match.ts), exported as JSON or CSV, and erased with
 * their files and queued copies (erase.ts), each through the REST endpoints
 * of endpoints.ts, so what the view does is what the API does.
 */
export default async function DataRequestsView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req } = initPageResult
  const language = adminLanguage(req.i18n?.language)
  const copy = DATA_REQUEST_COPY[language]
  const allowed = userIsAdmin(req.user)
  const typed = typeof searchParams?.person === 'string' ? searchParams.person : ''
  const person = allowed && typed ? personOf(typed) : null
  const { rows, files, copies } = person
    ? await personsData(req.payload, person)
    : { rows: [], files: [], copies: [] }
  const query = new URLSearchParams({ person: typed })
  const erased = Number(searchParams?.erased)
  return (
    <StaffViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <main className="data-requests">
        <Gutter>
          <h1 className="data-requests__title">{copy.title}</h1>
          {!allowed ? (
            <p>{siteMessage(req, 'dataRequestsForAdmins')}</p>
          ) : (
            <>
              <p className="data-requests__intro">{copy.intro}</p>
              <form className="data-requests__find" method="get" action="/admin/data-requests">
                <label htmlFor="data-request-person">{copy.person}</label>
                <div className="data-requests__row">
                  <input
                    id="data-request-person"
                    name="person"
                    type="text"
                    dir="ltr"
                    inputMode="email"
                    autoComplete="off"
                    required
                    maxLength={254}
                    defaultValue={typed}
                    aria-invalid={typed && !person ? true : undefined}
                    aria-describedby={typed && !person ? 'data-request-error' : undefined}
                  />
                  <button type="submit" className="btn btn--style-primary btn--size-medium">
                    {copy.find}
                  </button>
                </div>
                {typed && !person ? (
                  <p id="data-request-error" className="data-requests__error" role="alert">
                    {siteMessage(req, 'dataRequestPerson')}
                  </p>
                ) : null}
              </form>
              {person ? (
                <section className="data-requests__result" aria-labelledby="data-request-found">
                  {Number.isInteger(erased) && erased > 0 ? (
                    <p className="data-requests__erased" role="status">
                      {copy.erased(erased)}
                    </p>
                  ) : null}
                  <h2 id="data-request-found">
                    {rows.length ? copy.found(rows.length) : copy.none}
                  </h2>
                  {rows.length ? (
                    <>
                      <p className="data-requests__counts">
                        {copy.files(files.length)} · {copy.copies(copies.length)}
                      </p>
                      <div className="data-requests__scroll">
                        <table>
                          <thead>
                            <tr>
                              {Object.values(copy.columns).map((column) => (
                                <th key={column} scope="col">
                                  {column}
                                </th>
                              ))}
                            </tr>
                          </thead>
                          <tbody>
                            {rows.map((row) => (
                              <tr key={String(row.id)}>
                                <td>
                                  <a href={`/admin/collections/contact-submissions/${row.id}`}>
                                    {kuwaitDisplayTime(String(row.submitted_at ?? ''), language)}
                                  </a>
                                </td>
                                <td>{formTitle(row, copy.contactForm)}</td>
                                <td>{String(row.name ?? '')}</td>
                                <td>
                                  <bdi dir="ltr">{String(row.email ?? '')}</bdi>
                                </td>
                                <td>
                                  <bdi dir="ltr">{String(row.full_mobile ?? '')}</bdi>
                                </td>
                                <td>{statusLabel(row.status, language)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                      <div className="data-requests__actions">
                        <a
                          className="btn btn--style-secondary btn--size-medium"
                          href={`/api/data-requests/export?${query}&format=json`}
                          download
                        >
                          {copy.exportJson}
                        </a>
                        <a
                          className="btn btn--style-secondary btn--size-medium"
                          href={`/api/data-requests/export?${query}&format=csv`}
                          download
                        >
                          {copy.exportCsv}
                        </a>
                        <EraseButton person={typed} expected={rows.length} language={language} />
                      </div>
                    </>
                  ) : null}
                </section>
              ) : null}
            </>
          )}
        </Gutter>
      </main>
    </StaffViewFrame>
  )
}
