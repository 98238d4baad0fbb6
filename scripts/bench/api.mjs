// Calls the API as the browser does (spec §7 headers): Language, tenant-key (the school id RSA-encrypted with the
// server's public key, PKCS#1 v1.5 as jsencrypt does) and Authorization: Bearer.
import crypto from 'node:crypto';

export async function signIn(base, { username, password, tenantId }) {
  const key = await fetch(`${base}/api/webadmin/Config/public-key`).then((r) => r.json());
  const encrypt = (value) =>
    crypto
      .publicEncrypt(
        { key: key.response.data.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING },
        Buffer.from(value),
      )
      .toString('base64');
  const login = await fetch(`${base}/api/webadmin/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'vi', 'tenant-key': encrypt('1') },
    body: JSON.stringify({ username, password }),
  });
  const body = await login.json();
  if (login.status !== 200) throw new Error(`sign-in of ${username} failed: ${login.status} ${JSON.stringify(body)}`);
  return { language: 'vi', 'tenant-key': encrypt(tenantId), authorization: `Bearer ${body.response.data.accessToken}` };
}

/**
 * One call, checked: the load test only counts statuses, so each scenario's answer is looked at once first.
 * `expected` is what the scenario's check looks for (a page scenario's child name, pages.mjs).
 */
export async function callOnce(base, headers, scenario, seed, expected) {
  const r = await fetch(base + scenario.path(seed), {
    method: scenario.method ?? 'GET',
    headers: { ...headers, ...scenario.headers, ...(scenario.body && { 'content-type': 'application/json' }) },
    body: scenario.body?.(seed),
  });
  const text = await r.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (r.status < 200 || r.status > 299 || (scenario.check && !scenario.check(body, seed, expected))) {
    throw new Error(`${scenario.title}: unexpected answer ${r.status} ${text.slice(0, 300)}`);
  }
  return body;
}
