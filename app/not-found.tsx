// Outside the locale segment (rare: the middleware localises every page path).
export default function RootNotFound() {
  return (
    <html lang="vi">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>404</h1>
        <p>Không tìm thấy trang này</p>
        <p lang="en">This page could not be found</p>
        <p>
          <a href="/">Về trang chủ / Back to home</a>
        </p>
      </body>
    </html>
  );
}
