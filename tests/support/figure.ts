import { test } from '@playwright/test';

/** A figure a hardening test measured: on its report, and in the run's output for the notes. */
export function figure(name: string, value: string): void {
  test.info().annotations.push({ type: name, description: value });
  console.log(`figure: ${name}: ${value}`);
}
