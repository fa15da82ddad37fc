import http, { type RequestOptions } from 'node:http';
import https from 'node:https';
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { PushTarget } from './push-endpoint';

export interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` that answers every name with the one address the policy checked: the connection goes
 * there and nowhere else, whatever the name resolves to by now (no DNS rebinding).
 */
function pinnedLookup(target: PushTarget) {
  return (_hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/**
 * POSTs one push to the checked address and answers the push service's status. No redirect is
 * followed (node:http never does; a 3xx is just a status), and the answer's body is never read:
 * the response is destroyed once its status line and headers have arrived (Node bounds those at
 * 16 KiB). TLS checks the certificate against the endpoint's host name, not the address.
 */
export function postPush(target: PushTarget, request: PushRequest, timeoutMs: number): Promise<number> {
  const { url } = target;
  const secure = url.protocol === 'https:';
  const options: RequestOptions = {
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method: request.method,
    headers: request.headers,
    lookup: pinnedLookup(target) as RequestOptions['lookup'],
    // A fresh connection each time: a kept-alive socket could have been opened to another address.
    agent: false,
    signal: AbortSignal.timeout(timeoutMs),
  };
  const send = secure ? https.request : http.request;
  return new Promise<number>((resolve, reject) => {
    const req = send(options, (res) => {
      const status = res.statusCode ?? 0;
      res.destroy();
      resolve(status);
    });
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}
