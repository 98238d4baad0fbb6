import { ErrorView } from '@/components/errors/error-view';

/** A page of a menu the user has no right on (`forbidden()` in the page guard): 403, inside the shell. */
export default function Forbidden() {
  return <ErrorView status={403} />;
}
