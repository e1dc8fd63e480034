import type { Locator } from '@playwright/test';

/**
 * Fills the Add Property form's description of a 3BHK Independent House for sale, ready to
 * move, facing East, with two bathrooms; the caller adds the location and photos.
 */
export async function fillHouseForSale(
  form: Locator,
  house: { title: string; description: string; price: string; maintenance: string },
) {
  await form.getByLabel('Residential').check();
  await form.getByLabel('Sell', { exact: true }).check();
  await form.getByLabel('Property Type').selectOption({ label: 'Independent House' });
  await form.getByLabel('Property Status').selectOption({ label: 'ready to move' });
  await form.getByLabel('Facing', { exact: true }).selectOption({ label: 'East' });
  await form.getByLabel('Title', { exact: true }).fill(house.title);
  await form.getByLabel('Description', { exact: true }).fill(house.description);
  await form.getByLabel('Price', { exact: true }).fill(house.price);
  await form.getByLabel('Maintenance Charge').fill(house.maintenance);
  await form.getByLabel('BHK').selectOption({ label: '3BHK' });
  await form.getByLabel('Bathrooms').selectOption({ label: '2' });
}

/** Places the listing in Guntur (the first sub location, pincode 522002) at `address`. */
export async function fillGunturLocation(form: Locator, address: string) {
  await form.getByLabel('City').selectOption({ label: 'Guntur' });
  await form.getByLabel('Sub Location').selectOption({ index: 1 });
  await form.getByLabel('Address').fill(address);
  await form.getByLabel('Pincode').fill('522002');
}
