import { ErrorView } from '@/components/errors/error-view';

export default function NotFound() {
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center">
      <ErrorView status={404} />
    </main>
  );
}
