// vite.config.ts's map of each browser chunk to the catalogue keys it uses (null in dev).
declare module 'virtual:page-catalogue-keys' {
  const keysByChunk: Record<string, string[]> | null;
  export default keysByChunk;
}
