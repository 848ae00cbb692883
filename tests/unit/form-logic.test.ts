import { describe, expect, it } from 'vitest'
import { budgetRanges, projectTypes, timelines } from '../../src/content/form-fields.ts'
import {
  buildPayload,
  cleanValues,
  composeMessage,
  handOffLinks,
  isTransient,
  mailtoUrl,
  safeLinkLength,
  sendPayload,
  whatsappUrl,
  type SendFailure,
} from '../../src/components/forms/form-submission.ts'
import { emptyValues, validateField, validateForm } from '../../src/components/forms/form-validation.ts'

const validQuote = {
  ...emptyValues('quote'),
  fullName: '  Ama Mensah ',
  email: 'ama@example.com',
  phone: '+233 (0)20-123 4567',
  projectType: 'mobileAppDevelopment',
  budget: 'from1500To5000',
  description: 'A booking app for our clinics.',
}

describe('form validation', () => {
  it('requires the studio’s required fields and nothing else', () => {
    expect(Object.keys(validateForm('contact', emptyValues('contact'))).sort()).toEqual(['email', 'fullName', 'message', 'subject'])
    expect(Object.keys(validateForm('quote', emptyValues('quote'))).sort()).toEqual([
      'description',
      'email',
      'fullName',
      'phone',
      'projectType',
    ])
  })

  it('treats whitespace as empty', () => {
    expect(validateField({ kind: 'text', required: true, maxLength: 10 }, '   ')).toBe('required')
  })

  it.each([
    ['ama@example.com', undefined],
    ['ama@example', 'email'],
    ['ama example.com', 'email'],
    ['@example.com', 'email'],
  ])('checks the e-mail format of %s', (value, error) => {
    expect(validateField({ kind: 'email', required: true, maxLength: 254 }, value)).toBe(error)
  })

  it.each([
    ['+233 20 123 4567', undefined],
    ['(020) 123-4567', undefined],
    ['024.123.4567', undefined],
    ['123 456', 'phone'],
    ['call me', 'phone'],
    ['+233 20 123 4567 ext', 'phone'],
  ])('accepts permissive phone formats with 7+ digits: %s', (value, error) => {
    expect(validateField({ kind: 'tel', required: true, maxLength: 30 }, value)).toBe(error)
  })

  it('limits lengths and select values', () => {
    expect(validateField({ kind: 'text', required: false, maxLength: 5 }, 'abcdef')).toBe('tooLong')
    expect(validateField({ kind: 'select', required: true, maxLength: 60, options: projectTypes }, 'Website Development')).toBe(
      'invalidOption',
    )
    expect(validateForm('quote', validQuote)).toEqual({})
  })

  it('sends the ids of src/content/data/form-choices.json as the lists’ values', () => {
    expect(budgetRanges).toEqual(['under500', 'from500To1500', 'from1500To5000', 'over5000', 'discuss'])
    expect(timelines).toEqual(['asap', 'oneMonth', 'twoToThreeMonths', 'flexible'])
    expect(projectTypes).toHaveLength(8)
    expect(validateField({ kind: 'select', required: true, maxLength: 60, options: timelines }, 'oneMonth')).toBeUndefined()
  })
})

const context = { language: 'fr', pageUrl: 'https://example.org/fr/quote', honeypot: '', elapsedSeconds: 42 }

describe('form payload and hand-off', () => {
  it('builds the JSON payload with trimmed values, slugs and the spam signals', () => {
    expect(buildPayload('quote', validQuote, context)).toEqual({
      form: 'quote',
      language: 'fr',
      pageUrl: 'https://example.org/fr/quote',
      fields: { ...validQuote, fullName: 'Ama Mensah' },
      _gotcha: '',
      elapsedSeconds: 42,
    })
    expect(buildPayload('quote', validQuote, { ...context, honeypot: 'https://spam.example' })).toMatchObject({
      _gotcha: 'https://spam.example',
    })
  })

  it('strips characters that turn text around from names and subjects, not from the message', () => {
    const values = {
      ...emptyValues('contact'),
      fullName: 'Ama \u202Egnp.exe\u202C Mensah',
      subject: '\u2067Invoice\u2069',
      message: 'Shalom \u2067שלום\u2069',
    }
    expect(cleanValues('contact', values)).toMatchObject({
      fullName: 'Ama gnp.exe Mensah',
      subject: 'Invoice',
      message: 'Shalom \u2067שלום\u2069',
    })
    expect(buildPayload('contact', values, context).fields.fullName).toBe('Ama gnp.exe Mensah')
  })

  it('composes a message of the filled fields only', () => {
    const message = composeMessage(
      validQuote,
      (field) => `[${field}]`,
      (label, value) => `${label}: ${value}`,
    )
    expect(message).toBe(
      '[fullName]: Ama Mensah\n[email]: ama@example.com\n[phone]: +233 (0)20-123 4567\n[projectType]: mobileAppDevelopment\n[budget]: from1500To5000\n[description]: A booking app for our clinics.',
    )
  })

  it('encodes mailto and WhatsApp links', () => {
    expect(mailtoUrl('hello@example.com', 'Devis : appli', 'Ligne 1\nLigne & 2')).toBe(
      'mailto:hello@example.com?subject=Devis%20%3A%20appli&body=Ligne%201%0ALigne%20%26%202',
    )
    expect(whatsappUrl('233201234567', 'Bonjour ?')).toBe('https://wa.me/233201234567?text=Bonjour%20%3F')
  })

  it('puts a short message in the links, and a long one up for copying with a hint to paste it', () => {
    const input = {
      email: 'hello@example.com',
      whatsapp: '233201234567',
      subject: 'Demande de devis',
      pasteHint: 'Collez votre message ici.',
    }
    const short = handOffLinks({ ...input, message: 'Bonjour' })
    expect(short).toEqual({
      mailto: mailtoUrl(input.email, input.subject, 'Bonjour'),
      whatsapp: whatsappUrl(input.whatsapp, 'Demande de devis\n\nBonjour'),
    })
    const message = 'Décrivez votre projet : é'.repeat(200)
    const long = handOffLinks({ ...input, message })
    expect(long.copyText).toBe(`Demande de devis\n\n${message}`)
    expect(long.mailto).toBe(mailtoUrl(input.email, input.subject, 'Collez votre message ici.'))
    expect(long.mailto.length).toBeLessThanOrEqual(safeLinkLength)
    expect(long.whatsapp.length).toBeLessThanOrEqual(safeLinkLength)
  })
})

describe('the endpoint contract: only a real success counts as sent', () => {
  const payload = { id: '6f1c2a4e-0d0b-4c55-9a53-2f6e7c1d9b80', ...buildPayload('contact', emptyValues('contact'), context) }
  const send = (answer: Partial<Response> | Response) =>
    sendPayload('https://forms.test', payload, { fetcher: (() => Promise.resolve(answer)) as unknown as typeof fetch })
  const json = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } })

  it.each([
    ['Formspree', json(200, { ok: true, next: 'https://formspree.io/thanks?language=en' })],
    ['Getform', json(200, { success: true, data: { fullName: 'Ama Mensah' } })],
    ['Basin', json(200, { success: true, id: 1234 })],
    ['Web3Forms', json(200, { success: true, message: 'Email sent successfully!', data: {} })],
    ['your own function', json(201, {})],
  ])('a success as %s answers it is sent', async (_, answer) => {
    expect(await send(answer)).toEqual({ ok: true })
  })

  it.each([
    [
      'Formspree’s refusal',
      json(422, { error: 'Validation errors', errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }] }),
    ],
    ['Web3Forms’ refusal, with 200', json(200, { success: false, message: 'Invalid access key' })],
    ['a refusal with an error and 200', json(200, { error: 'Form disabled' })],
    ['a list of errors with 200', json(200, { errors: ['spam'] })],
    ['a form that does not exist', json(404, { error: 'Not found' })],
  ])('%s is a definite refusal', async (_, answer) => {
    expect(await send(answer)).toEqual({ ok: false, reason: 'refused' })
  })

  it.each([
    ['a server error', json(500, { ok: true }), 'busy'],
    ['an outage', json(503, { error: 'Unavailable' }), 'busy'],
    ['a rate limit', json(429, { error: 'Too many requests' }), 'busy'],
    ['a request timeout', json(408, {}), 'busy'],
    ['too early', json(425, {}), 'busy'],
    [
      'a captive portal’s HTML page with 200',
      new Response('<!doctype html><title>Log in</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'unreachable',
    ],
    ['JSON that says nothing', json(200, ['ok']), 'unreachable'],
    ['a body that is not JSON', new Response('ok', { status: 200, headers: { 'Content-Type': 'application/json' } }), 'unreachable'],
    [
      'a redirect to a login page',
      { type: 'opaqueredirect', status: 0, ok: false, headers: new Headers() } as Partial<Response>,
      'unreachable',
    ],
  ])('%s is transient: the message is tried again', async (_, answer, reason) => {
    const result = await send(answer)
    expect(result).toEqual({ ok: false, reason })
    expect(isTransient(reason as SendFailure)).toBe(true)
  })

  it('asks for JSON, follows no redirect, and tells no answer from a slow one', async () => {
    let init: RequestInit | undefined
    const recorder = ((_: string, given: RequestInit) => (
      (init = given),
      Promise.resolve(json(200, { ok: true }))
    )) as unknown as typeof fetch
    await sendPayload('https://forms.test', payload, { fetcher: recorder })
    expect(init).toMatchObject({
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    })
    expect(JSON.parse(String(init?.body))).toEqual(payload)
    await sendPayload('https://forms.test', payload, { fetcher: recorder, accessKey: 'web3forms-key' })
    expect(JSON.parse(String(init?.body))).toEqual({ ...payload, access_key: 'web3forms-key' })

    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch
    expect(await sendPayload('https://forms.test', payload, { fetcher: offline })).toEqual({ ok: false, reason: 'unreachable' })
    const silent = ((_: string, { signal }: RequestInit) =>
      new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      )) as unknown as typeof fetch
    expect(await sendPayload('https://forms.test', payload, { fetcher: silent, timeoutMs: 5 })).toEqual({ ok: false, reason: 'timeout' })
  })
})
