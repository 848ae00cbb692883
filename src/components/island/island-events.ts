/**
 * Dispatched on an island's element just before React hydrates it, when the page script has changed its
 * HTML (and marked it `data-island-changed`): whoever changed it puts the server's HTML back in the
 * listener, and the island renders the same state as it commits. Hydration then runs in one go, so that
 * no frame is painted between the two.
 */
export const beforeHydrateEvent = 'island:beforehydrate'
