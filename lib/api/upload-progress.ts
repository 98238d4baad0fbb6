/**
 * An upload whose progress the user watches (a news post's photos on a school's Wi-Fi): fetch cannot report what
 * it has sent, XMLHttpRequest can. Loaded by the API client only when a call asks for progress.
 */
export function sendWithProgress(
  method: string,
  address: string,
  headers: Headers,
  body: BodyInit | undefined,
  timeout: number,
  onProgress: (share: number) => void,
): Promise<{ status: number; text: string; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), address);
    xhr.timeout = timeout;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => onProgress(e.lengthComputable && e.total ? e.loaded / e.total : 0);
    xhr.onload = () => {
      const answered = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) answered.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve({ status: xhr.status, text: xhr.responseText, headers: answered });
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new Error('network'));
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
