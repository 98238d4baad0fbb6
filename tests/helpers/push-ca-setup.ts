import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test push service's certificate and key (PEM files); the certificate is the run's NODE_EXTRA_CA_CERTS. */
    pushCert: { cert: string; key: string };
  }
}

/**
 * Runs once for the api project, before its test processes start: makes a self-signed certificate for 127.0.0.1
 * (the test push service, tests/helpers/push-service.ts) and names it in NODE_EXTRA_CA_CERTS, which Node reads at a
 * process's start only — the test processes are forked after this with this process's environment, so they (and the
 * workers they spawn) trust it as the server trusts a real push service: through Node's own store, checks on.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mamnon-push-ca-'));
  const files = writeTestCertificate(dir);
  process.env.NODE_EXTRA_CA_CERTS = files.cert;
  project.provide('pushCert', files);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** A self-signed certificate for 127.0.0.1 and its key, written into `dir` (also the bench's push service's). */
export function writeTestCertificate(dir: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01' + crypto.randomBytes(8).toString('hex');
  cert.validity.notBefore = new Date(Date.now() - 3_600_000);
  cert.validity.notAfter = new Date(Date.now() + 7 * 86_400_000);
  const name = [{ name: 'commonName', value: '127.0.0.1' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  const certFile = path.join(dir, 'push-service.crt');
  const keyFile = path.join(dir, 'push-service.key');
  fs.writeFileSync(certFile, forge.pki.certificateToPem(cert));
  fs.writeFileSync(keyFile, keyPem, { mode: 0o600 });
  return { cert: certFile, key: keyFile };
}
