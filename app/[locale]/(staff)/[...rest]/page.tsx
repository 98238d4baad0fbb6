import { notFound } from 'next/navigation';

// Any path that is not a route of the product is a 404 in the user's language.
export default function CatchAll() {
  notFound();
}
