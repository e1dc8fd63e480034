import type { InLanguage } from '../content/in-language.ts';

// What the team pages show of an agent, and where an agent's page is. Safe on client and server.

export type AgentCardData = InLanguage & {
  slug: string;
  name: string;
  designation: string;
  phone: string;
  email: string;
  photoKey: string | null;
};

export type AgentProfile = AgentCardData & {
  id: number;
  bio: string;
  languages: string[];
  cityName: string | null;
};

export function agentPath(slug: string): string {
  return `/team-details/${slug}`;
}

/** Up to two initials, for the tile shown when an agent has no photo. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}
