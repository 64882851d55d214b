import { describe, expect, it } from 'vitest'

import { anyWebhook, namedWebhooks, NO_WEBHOOK, webhookUrl } from '@/lib/forms/webhooks'

describe('the webhooks a form may send its copies to', () => {
  const env = {
    CONTACT_WEBHOOK_URL: 'https://sales.example/in',
    FORM_WEBHOOKS: 'hr=https://hr.example/applications, crm=http://10.0.0.5:8080/leads',
  }

  it('reads the receivers the operator named, by name', () => {
    expect(namedWebhooks(env)).toEqual([
      { name: 'hr', url: 'https://hr.example/applications' },
      { name: 'crm', url: 'http://10.0.0.5:8080/leads' },
    ])
    expect(namedWebhooks({})).toEqual([])
  })

  it('sends a form to its named receiver, the contact form’s by default, or nowhere', () => {
    expect(webhookUrl('hr', env)).toBe('https://hr.example/applications')
    expect(webhookUrl(null, env)).toBe('https://sales.example/in')
    expect(webhookUrl('', env)).toBe('https://sales.example/in')
    expect(webhookUrl(NO_WEBHOOK, env)).toBeNull()
    // A name the operator removed, or an address staff typed: no copy, never a request to it.
    expect(webhookUrl('gone', env)).toBeNull()
    expect(webhookUrl('https://attacker.example/', env)).toBeNull()
    expect(webhookUrl(null, { FORM_WEBHOOKS: env.FORM_WEBHOOKS })).toBeNull()
  })

  it('knows whether this server sends any webhook copy', () => {
    expect(anyWebhook(env)).toBe(true)
    expect(anyWebhook({ FORM_WEBHOOKS: 'hr=https://hr.example/' })).toBe(true)
    expect(anyWebhook({})).toBe(false)
  })

  it('stops the server on a setting it cannot read, naming the entry', () => {
    for (const FORM_WEBHOOKS of [
      'https://hr.example/',
      'HR=https://hr.example/',
      'hr=ftp://hr.example/',
      'none=https://hr.example/',
      '=https://hr.example/',
      'hr=https://a.example/ hr=https://b.example/',
      'hr=https://',
      'hr=http://[bad',
    ])
      expect(() => namedWebhooks({ FORM_WEBHOOKS }), FORM_WEBHOOKS).toThrow(/FORM_WEBHOOKS/)
  })
})
