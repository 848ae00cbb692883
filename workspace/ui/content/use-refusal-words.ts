import type { ContentProblem } from '../../api.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'

/** A content check's finding in the interface's language where it carries a code (workspace.json refusals.*), else as the check says it. */
export function useRefusalWords(): (problem: ContentProblem) => string {
  const t = useInterfaceText()
  return ({ reason, refusal }) => (refusal ? t(`refusals.${refusal.code}`, { ...refusal.values, defaultValue: reason }) : reason)
}
