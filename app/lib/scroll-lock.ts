/**
 * Holds the page still behind something that covers it (the phone menu, the photo viewer):
 * answers the function that lets it scroll again.
 */
export function lockPageScroll(): () => void {
  const { style } = document.body;
  const previous = style.overflow;
  style.overflow = 'hidden';
  return () => {
    style.overflow = previous;
  };
}
