import { describe, expect, it } from 'vitest'
import { budgetRanges, projectTypes, timelines } from '../../src/content/form-fields'
import {
  buildPayload,
  composeMessage,
  mailtoUrl,
  sendPayload,
  whatsappUrl,
} from '../../src/components/forms/form-submission'
import { emptyValues, validateField, validateForm } from '../../src/components/forms/form-validation'

const validQuote = {
  ...emptyValues('quote'),
  fullName: '  Ama Mensah ',
  email: 'ama@example.com',
  phone: '+233 (0)20-123 4567',
  projectType: 'mobile-app-development',
  budget: '1500-5000',
  description: 'A booking app for our clinics.',
}

describe('form validation', () => {
  it('requires the spec’s required fields and nothing else', () => {
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
    expect(validateField({ kind: 'select', required: true, maxLength: 60, options: projectTypes }, 'Website Development')).toBe('invalidOption')
    expect(validateForm('quote', validQuote)).toEqual({})
  })

  it('knows the spec’s slugs', () => {
    expect(budgetRanges).toEqual(['under-500', '500-1500', '1500-5000', '5000-plus', 'discuss'])
    expect(timelines).toEqual(['asap', '1-month', '2-3-months', 'flexible'])
    expect(projectTypes).toHaveLength(8)
  })
})

describe('form payload and hand-off', () => {
  it('builds the JSON payload with trimmed values and slugs', () => {
    expect(buildPayload('quote', validQuote, 'fr', 'https://example.org/fr/quote')).toEqual({
      form: 'quote',
      language: 'fr',
      pageUrl: 'https://example.org/fr/quote',
      fields: { ...validQuote, fullName: 'Ama Mensah' },
    })
  })

  it('composes a message of the filled fields only', () => {
    const message = composeMessage(validQuote, (field) => `[${field}]`, (label, value) => `${label}: ${value}`)
    expect(message).toBe(
      '[fullName]: Ama Mensah\n[email]: ama@example.com\n[phone]: +233 (0)20-123 4567\n[projectType]: mobile-app-development\n[budget]: 1500-5000\n[description]: A booking app for our clinics.',
    )
  })

  it('encodes mailto and WhatsApp links', () => {
    expect(mailtoUrl('hello@example.com', 'Devis : appli', 'Ligne 1\nLigne & 2')).toBe(
      'mailto:hello@example.com?subject=Devis%20%3A%20appli&body=Ligne%201%0ALigne%20%26%202',
    )
    expect(whatsappUrl('233201234567', 'Bonjour ?')).toBe('https://wa.me/233201234567?text=Bonjour%20%3F')
  })

  it('reports non-2xx answers and network failures', async () => {
    const payload = buildPayload('contact', emptyValues('contact'), 'en', 'https://example.org/contact')
    const answer = (status: number) => (() => Promise.resolve(new Response(null, { status }))) as unknown as typeof fetch
    expect(await sendPayload('https://forms.test', payload, answer(204))).toEqual({ ok: true })
    expect(await sendPayload('https://forms.test', payload, answer(500))).toEqual({ ok: false, reason: 'status', status: 500 })
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch
    expect(await sendPayload('https://forms.test', payload, offline)).toEqual({ ok: false, reason: 'network' })
  })
})
