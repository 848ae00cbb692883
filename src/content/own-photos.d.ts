/** Every file of src/content/photos/ by name, as scripts/content/vite-plugin.ts (ownPhotos) reads it. */
declare module 'virtual:own-photos' {
  const originals: Partial<
    Record<
      string,
      {
        /** Changes with the file's bytes and the build's encoding: it names the sizes the build makes. */
        version: string
        /** Upright, as the build turns it. */
        width: number
        height: number
      }
    >
  >
  export default originals
}
