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

/** The same form for a 200 sq yd plot for sale in Mangalagiri: land, maintenance 0. */
export const PLOT_FOR_SALE_FIELDS = {
  ...FLAT_FOR_SALE_FIELDS,
  propertyType: 'plot',
  title: '200 sqyd CRDA plot in Mangalagiri',
  priceAmount: '60',
  maintenanceAmount: '0',
  possessionStatus: 'immediate',
  totalArea: '200',
  totalAreaUnit: 'sqyd',
} as const satisfies Record<string, string>;
