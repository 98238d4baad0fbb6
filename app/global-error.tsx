'use client';

// Shown when even the error page failed: no translations can be trusted here, so both languages are written out.
export default function GlobalError() {
  return (
    <html lang="vi">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>Có lỗi khi hiển thị trang báo lỗi</h1>
        <p lang="en">An error occurred while showing the error page</p>
        <p>
          {/* A full page load on purpose: the app itself failed to render. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Về trang chủ / Back to home</a>
        </p>
      </body>
    </html>
  );
}
