import { listAgents } from '../features/team/team.server.ts';
import { TeamPage } from '../features/team/team-page.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/team';

export async function loader({ request }: Route.LoaderArgs) {
  return { agents: await listAgents(getLocale(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'team.metaTitle', description: 'team.metaDescription' });

export default function Team({ loaderData }: Route.ComponentProps) {
  return <TeamPage agents={loaderData.agents} />;
}
