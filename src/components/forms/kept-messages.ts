import { formEndpoint } from './form-endpoint.ts'
import { marksOf, type ActionName } from './form-contract.ts'
import { handOffFor, messageOf, readValues, writeValues, type FormRun, type Values } from './form-run.ts'
import { fillSlot, panelOf, removeActions, showKept, showParts } from './form-view.ts'
import type { KeptView } from './outbox.ts'

type Outbox = typeof import('./outbox.ts')

/** The outbox's code; the page's root is marked `outbox: 'ready'` once it is loaded. */
let outboxModule: Promise<Outbox | undefined> | undefined
export const loadOutbox = () =>
  (outboxModule ??= import('./outbox.ts').then(
    (outbox) => {
      marksOf(document.documentElement).outbox = 'ready'
      return outbox
    },
    () => (outboxModule = undefined),
  ))
export const outboxAsked = () => outboxModule !== undefined

const finalParts = {
  refused: ['failedTitle', 'keptRefused'],
  expired: ['expiredTitle', 'expired'],
  noEndpoint: ['noEndpointTitle', 'noEndpoint'],
} as const

/** The form's messages kept on the device, each a panel under the form, and what their buttons do. */
export class KeptMessages {
  readonly #run: FormRun
  /** Kept messages shown for the last time (refused, expired, no endpoint): they stay on screen though deleted. */
  readonly #finalPanels = new Map<string, HTMLElement>()
  /** Messages whose cancel came as they were being sent. */
  readonly #tooLate = new Set<string>()
  #reads = 0

  constructor(run: FormRun) {
    this.#run = run
  }

  async refresh(): Promise<void> {
    const read = ++this.#reads
    const outbox = await loadOutbox()
    const kept = (await outbox?.keptMessages(this.#run.form)) ?? []
    const syncWorks = kept.some(({ state }) => state === 'waiting') && !navigator.onLine ? await outbox!.backgroundSyncWorks() : false
    // A later read has newer news: this one's would be stale.
    if (read !== this.#reads) return
    const panels: HTMLElement[] = []
    for (const message of kept) {
      if (this.#run.inFlight.has(message.id)) continue
      this.#run.ownMessageIds.add(message.id)
      if (message.state === 'waiting' || message.state === 'sending') panels.push(this.#keptPanel(message, syncWorks))
      else if (!this.#finalPanels.has(message.id)) {
        this.#finalPanels.set(message.id, this.#finalPanel(message))
        whenVisible(() => void outbox!.forget(message.id))
      }
    }
    showKept(this.#run.element, [...panels, ...this.#finalPanels.values()])
  }

  #panel(message: KeptView, template: 'kept' | 'failed', state: 'kept' | 'final'): HTMLElement {
    const text = messageOf(this.#run, message.fields)
    const panel = panelOf(this.#run.element, template, state, handOffFor(this.#run, text))
    marksOf(panel).id = message.id
    fillSlot(panel, 'content', text)
    showParts(panel, 'content')
    return panel
  }

  #keptPanel(message: KeptView, syncWorks: boolean): HTMLElement {
    const panel = this.#panel(message, 'kept', 'kept')
    if (message.state === 'sending') showParts(panel, 'sending')
    else if (!navigator.onLine) showParts(panel, syncWorks ? 'withSync' : 'withoutSync')
    else showParts(panel, 'retrying', 'retry', 'links')
    if (this.#tooLate.has(message.id)) markTooLate(panel)
    return panel
  }

  #finalPanel(message: KeptView): HTMLElement {
    const panel = this.#panel(message, 'failed', 'final')
    showParts(panel, ...finalParts[message.state as keyof typeof finalParts])
    const emptyForm = Object.values(readValues(this.#run.form, this.#run.element)).every((value) => !value.trim())
    if (message.state === 'refused' && emptyForm && formEndpoint) {
      marksOf(panel).values = JSON.stringify(message.fields)
      showParts(panel, 'retry')
    }
    return panel
  }

  async runPanelAction(action: ActionName, panel: HTMLElement): Promise<void> {
    const { id, state, values } = marksOf(panel)
    const { element } = this.#run
    if (action === 'copy') return copyMessage(panel)
    if (action === 'retry' && state === 'final' && values) {
      writeValues(element, JSON.parse(values) as Values)
      if (id) this.#finalPanels.delete(id)
      panel.remove()
      return element.requestSubmit()
    }
    if (action === 'retry' && state === 'kept') {
      await (await loadOutbox())?.flushOutbox({ now: true })
      return void this.refresh()
    }
    if (action === 'retry') return element.requestSubmit()
    if (action === 'cancel' && id) {
      const outcome = await (await loadOutbox())?.cancel(id)
      if (outcome !== 'tooLate') return void this.refresh()
      this.#tooLate.add(id)
      markTooLate(panel)
    }
  }
}

async function copyMessage(panel: HTMLElement): Promise<void> {
  const copied = await navigator.clipboard.writeText(marksOf(panel).copyText ?? '').then(
    () => true,
    () => false,
  )
  showParts(panel, ...(copied ? (['copied'] as const) : (['copyFailed', 'copyText'] as const)))
}

function markTooLate(panel: HTMLElement): void {
  showParts(panel, 'tooLate')
  removeActions(panel, 'cancel', 'retry')
}

/** A message shown for the last time is deleted once the visitor can see it: a tab in the background waits. */
function whenVisible(run: () => void): void {
  if (document.visibilityState === 'visible') return run()
  const onChange = () => {
    if (document.visibilityState !== 'visible') return
    document.removeEventListener('visibilitychange', onChange)
    run()
  }
  document.addEventListener('visibilitychange', onChange)
}
