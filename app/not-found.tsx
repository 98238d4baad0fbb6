// Outside the locale segment (rare: the proxy localises every page path).
export default function RootNotFound() {
  return (
    <html lang="vi">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>404</h1>
        <p>Không tìm thấy trang này</p>
        <p lang="en">This page could not be found</p>
        <p>
          {/* A full page load on purpose: the app itself failed to render. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Về trang chủ / Back to home</a>
        </p>
      </body>
    </html>
  );
}
