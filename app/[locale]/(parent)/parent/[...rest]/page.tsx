import { notFound } from 'next/navigation';

// A path under /parent that is not a screen: the parents' app's 404 (not-found.tsx), in its own frame.
export default function ParentCatchAll() {
  notFound();
}
