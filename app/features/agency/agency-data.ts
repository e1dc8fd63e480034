// The shapes the agency pages' loaders return: shared by the server queries and the
// components, so no component imports server code. Each item is in the page's language, or
// in English marked `lang: 'en'` where its translation is missing (features/content/in-language.ts).

import type { InLanguage } from '../content/in-language.ts';

export type TestimonialSlide = InLanguage & {
  id: number;
  name: string;
  designation: string;
  text: string;
  photoKey: string | null;
};

export type ServiceItem = InLanguage & {
  slug: string;
  name: string;
  summary: string;
  details: string[];
};

export type FaqItem = InLanguage & { id: number; question: string; answer: string };

export type HistoryEvent = InLanguage & { id: number; year: number; title: string; text: string };
