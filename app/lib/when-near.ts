/**
 * Runs `onNear` once, when `element` comes within 300 px of the screen (at once where the
 * browser cannot tell): what is far down a page costs nothing until someone scrolls to it.
 * Returns the way to stop waiting.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: '300px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
