/** Before hydrating a changed island: the listener puts the server's HTML back, in the same task, so no frame shows between. */
export const beforeHydrateEvent = 'island:beforehydrate'
