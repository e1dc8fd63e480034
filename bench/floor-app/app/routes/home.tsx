import { useState } from 'react';

export function meta() {
  return [{ title: 'Floor' }, { name: 'description', content: 'A bare React Router page.' }];
}

export function loader() {
  return { greeting: 'Hello' };
}

// A loader's data and one piece of state, so the page hydrates and answers a click.
export default function Home({ loaderData }: { loaderData: { greeting: string } }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>{loaderData.greeting}</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}
