/**
 * Where a form's copies are POSTed. The operator names the receivers in the
 * environment (`FORM_WEBHOOKS="hr=https://hr.example/in crm=https://crm.example/leads"`)
 * and staff choose one per form by name: staff never type an address, so a
 * form cannot be made to post visitors' answers to a machine inside the
 * network. A form with no choice sends where the contact form's copies go
 * (`CONTACT_WEBHOOK_URL`); `none` sends no webhook copy at all (e.g. job
 * applications kept out of the sales CRM).
 */

export const NO_WEBHOOK = 'none'

export type NamedWebhook = { name: string; url: string }

type Env = Partial<Record<string, string>>

const NAME = /^[a-z0-9][a-z0-9-]{0,39}$/

/** The operator's named receivers; a malformed entry stops the server with a message naming it. */
export function namedWebhooks(env: Env = process.env): NamedWebhook[] {
  const entries = (env.FORM_WEBHOOKS ?? '').split(/[\s,]+/).filter(Boolean)
  const seen = new Set<string>()
  return entries.map((entry) => {
    const at = entry.indexOf('=')
    const name = entry.slice(0, at)
    const url = entry.slice(at + 1)
    if (at < 1 || !NAME.test(name) || name === NO_WEBHOOK || !reachable(url))
      throw new Error(
        `FORM_WEBHOOKS: "${entry.slice(0, 60)}" is not name=http(s)://address (a name is lower-case letters, digits and hyphens, and not "${NO_WEBHOOK}")`,
      )
    if (seen.has(name)) throw new Error(`FORM_WEBHOOKS names "${name}" twice`)
    seen.add(name)
    return { name, url }
  })
}

function reachable(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol)
  } catch {
    return false
  }
}

/** The address a form's copies go to, or null when it sends no webhook copy on this server. */
export function webhookUrl(
  choice: string | null | undefined,
  env: Env = process.env,
): string | null {
  if (choice === NO_WEBHOOK) return null
  if (!choice) return env.CONTACT_WEBHOOK_URL || null
  return namedWebhooks(env).find((hook) => hook.name === choice)?.url ?? null
}

/** Whether this server sends webhook copies of any form. */
export const anyWebhook = (env: Env = process.env) =>
  Boolean(env.CONTACT_WEBHOOK_URL) || namedWebhooks(env).length > 0
