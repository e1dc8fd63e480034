// The property details page (/product-details/{id}) and its enquiry form.
export const details = {
} as const;
