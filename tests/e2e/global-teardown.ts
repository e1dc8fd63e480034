import fs from 'node:fs/promises';

export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('nivasa-e2e-')) await fs.rm(dir, { recursive: true, force: true });
}
