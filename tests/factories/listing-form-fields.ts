/**
 * The fields of a valid listing form as the browser posts them: a 2BHK flat for sale in
 * Guntur. Tests spread it and override what they check.
 */
export const FLAT_FOR_SALE_FIELDS = {
  category: 'residential',
  listingType: 'sell',
  propertyType: 'flat',
  title: '2BHK flat near Brodipet',
  description: 'East facing, second floor, lift and covered parking.',
  priceAmount: '45',
  priceUnit: 'L',
  maintenanceAmount: '2500',
  maintenanceUnit: 'rupees',
  possessionStatus: 'ready-to-move',
  facing: 'east',
  address: '4/12 Brodipet 2nd Lane',
  cityId: '1',
  areaId: '7',
  location: 'Andhra Pradesh',
  pincode: '522002',
} as const satisfies Record<string, string>;
