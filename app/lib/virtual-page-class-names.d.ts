// vite.config.ts's map of each browser chunk to the words it spells that could be class names
// (null in dev).
declare module 'virtual:page-class-names' {
  const wordsByChunk: Record<string, string[]> | null;
  export default wordsByChunk;
}
