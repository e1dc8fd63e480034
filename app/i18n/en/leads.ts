// The agency's public forms: texts shared by quote, blog, agent, visit and newsletter forms.
export const leads = {
  'lead.serviceRequired': 'Please choose a service',
} as const;
