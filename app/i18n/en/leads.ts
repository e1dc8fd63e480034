// The agency's public forms: texts shared by quote, blog, agent, visit and newsletter forms.
export const leads = {
  'lead.serviceRequired': 'Please choose a service',
  'lead.resend': 'This page was open for a while. Please check your details and send it again.',
} as const;
