import { RouterContextProvider } from 'react-router';

/** What React Router hands a route action, as the integration tests build it. */
type ActionArgs = {
  request: Request;
  params: Record<string, never>;
  context: RouterContextProvider;
  url: URL;
  pattern: string;
};

/**
 * Posts `body` to a route's action as React Router would (`path` on localhost, no params) and
 * answers what the action returned: a Response for a redirect, `data()` for an answer.
 */
export async function callAction<Action extends (args: ActionArgs) => unknown>(
  action: Action,
  path: string,
  body: FormData | URLSearchParams,
  context: RouterContextProvider = new RouterContextProvider(),
): Promise<Awaited<ReturnType<Action>>> {
  const url = new URL(path, 'http://localhost');
  const request = new Request(url, { method: 'POST', body });
  return (await action({ request, params: {}, context, url, pattern: url.pathname })) as Awaited<
    ReturnType<Action>
  >;
}
