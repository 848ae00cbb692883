import type { FormId } from '../../content/form-fields.ts'

/** The names the form templates and SiteForm write into a form's HTML, and form-view.ts and the controller read back. */

export const templateNames = [
  'busy',
  'fieldError',
  'count',
  'countOver',
  'summary',
  'summaryItem',
  'sent',
  'handedOff',
  'failed',
  'kept',
] as const
export type TemplateName = (typeof templateNames)[number]

/** A part starts hidden; the controller shows the ones the state at hand needs. */
export const partNames = [
  'short',
  'long',
  'offline',
  'links',
  'copied',
  'copyFailed',
  'copyText',
  'content',
  'retry',
  'failedTitle',
  'expiredTitle',
  'noEndpointTitle',
  'refused',
  'unreachable',
  'busy',
  'timeout',
  'keptRefused',
  'expired',
  'noEndpoint',
  'notSaved',
  'next',
  'nextLong',
  'nextOffline',
  'withSync',
  'withoutSync',
  'retrying',
  'sending',
  'tooLate',
] as const
export type PartName = (typeof partNames)[number]

/** A slot takes text, or an address when it is a link. */
export const slotNames = ['mailto', 'whatsapp', 'copyText', 'content', 'title', 'link', 'message'] as const
export type SlotName = (typeof slotNames)[number]

export const actionNames = ['copy', 'retry', 'cancel'] as const
export type ActionName = (typeof actionNames)[number]

export type AreaName = 'summary' | 'kept' | 'status'

/** What a panel shows: its template's name, or `final` for a kept message shown for the last time. */
export type PanelState = 'sent' | 'handedOff' | 'failed' | 'kept' | 'final'

/** Every data-* attribute of the contract by its dataset name, with the values it holds ('' marks an element). */
export interface FormMarks {
  form: FormId
  mailSubject: string
  template: TemplateName
  part: PartName
  slot: SlotName
  action: ActionName
  summaryArea: ''
  keptArea: ''
  statusArea: ''
  pressStatus: ''
  field: string
  error: ''
  count: ''
  state: PanelState
  id: string
  values: string
  copyText: string
  /** On the page's root, once the outbox's code is loaded. */
  outbox: 'ready'
}
export type Mark = keyof FormMarks

const attributeOf = (mark: Mark) => `data-${mark.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/** The props that write marks on an element a component draws. */
export const marks = (given: Partial<FormMarks>): Record<string, string> =>
  Object.fromEntries(Object.entries(given).map(([mark, value]) => [attributeOf(mark as Mark), value]))

export const markSelector = <Name extends Mark>(mark: Name, value?: FormMarks[Name]): string =>
  value === undefined ? `[${attributeOf(mark)}]` : `[${attributeOf(mark)}="${value}"]`

/** An element's marks, read and written as its dataset. */
export const marksOf = (element: HTMLElement) => element.dataset as Partial<FormMarks>
