import type { IslandDefinition } from '../components/island/island.tsx'
import { prepareFilter } from '../routes/portfolio/prepare-filter.ts'

interface RegisteredIsland<Props extends object> extends IslandDefinition<Props> {
  /** Plain DOM code run with the page script, long before the island's own; no React. */
  prepare?: (element: HTMLElement) => void
}

const island = <Props extends object>(definition: RegisteredIsland<Props>) => definition

/** Every island: the parts of a page that need React in the browser (docs/architecture.md). */
export const islands = {
  'portfolio-projects': island({
    load: () => import('../routes/portfolio/projects-grid.tsx').then((module) => module.ProjectsGrid),
    strings: () => ({ portfolio: ['filter'], projects: ['categories', 'card', 'items'] }),
    prepare: prepareFilter,
  }),
}

type RegisteredProps = { [Id in keyof typeof islands]: Parameters<(typeof islands)[Id]['strings']>[0] }

declare module '../components/island/island.tsx' {
  // Tells the <Island> primitive, below the routes, which islands exist and their props.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface IslandPropsById extends RegisteredProps {}
}
