import type { FormId, FormValues } from '../../content/form-fields.ts'

/** Drafts live in sessionStorage: they survive reloads and language switches in the same tab, and no longer. */
const draftKey = (form: FormId) => `formDraft:${form}`

export function readDraft<Form extends FormId>(form: Form, empty: FormValues<Form>): FormValues<Form> | undefined {
  try {
    const stored = window.sessionStorage.getItem(draftKey(form))
    if (!stored) return undefined
    const draft = JSON.parse(stored) as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(empty).map((field) => [field, typeof draft[field] === 'string' ? draft[field] : '']),
    ) as FormValues<Form>
  } catch {
    return undefined
  }
}

export function saveDraft<Form extends FormId>(form: Form, values: FormValues<Form>): void {
  try {
    window.sessionStorage.setItem(draftKey(form), JSON.stringify(values))
  } catch {
    // Storage may be full or disabled; the form still works, only the draft is not kept.
  }
}

export function clearDraft(form: FormId): void {
  try {
    window.sessionStorage.removeItem(draftKey(form))
  } catch {
    // See saveDraft.
  }
}
