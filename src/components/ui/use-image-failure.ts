import { useEffect, useRef, useState } from 'react'

/**
 * Whether an external image failed to load, for components that put something tidy in its place.
 * Returns the props to spread on the <img>.
 */
export function useImageFailure() {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = ref.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])

  return { failed, imageProps: { ref, onError: () => setFailed(true) } }
}
