// The shapes the agency pages' loaders return: shared by the server queries and the
// components, so no component imports server code.

export type TestimonialSlide = {
  id: number;
  name: string;
  designation: string;
  text: string;
  photoKey: string | null;
};

export type ServiceItem = {
  slug: string;
  name: string;
  summary: string;
  details: string[];
};

export type FaqItem = { id: number; question: string; answer: string };

export type HistoryEvent = { id: number; year: number; title: string; text: string };
