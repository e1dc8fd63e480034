import { data } from 'react-router';

// Placeholder until this page is built: answers 404.
export function loader() {
  return data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
