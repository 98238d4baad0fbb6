'use client';
import { useStudentPhoto } from '@/lib/api/student';
import { initialOf } from '@/lib/student-options';

/**
 * A child's photo in a circle, or the first letter of the given name when there is none (or it cannot be
 * fetched). `src` shows a photo chosen in the form before it is sent. The image is only as large as shown:
 * the list shows 32 px, the record 96 px.
 */
export function StudentAvatar({
  name,
  url,
  src,
  size = 32,
  alt = '',
}: {
  name: string;
  url?: string | null;
  src?: string | null;
  size?: number;
  alt?: string;
}) {
  const photo = useStudentPhoto(src ? null : url);
  const image = src ?? (url ? photo.data : null);
  if (image) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a data: URL fetched with the API's headers; next/image cannot load it.
      <img
        src={image}
        alt={alt}
        width={size}
        height={size}
        className="rounded-circle object-fit-cover flex-shrink-0 border"
        data-testid="student-avatar-photo"
      />
    );
  }
  return (
    <span
      className="rounded-circle bg-secondary-subtle text-secondary-emphasis d-inline-flex align-items-center justify-content-center fw-semibold flex-shrink-0"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}
      aria-hidden="true"
      data-testid="student-avatar-initial"
    >
      {initialOf(name)}
    </span>
  );
}
