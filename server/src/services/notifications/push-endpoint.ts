import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../lib/public-address';
import { isPushServiceHost } from './push-services';

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name resolution for push endpoints: the system's resolver in production, injectable by composition. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** getaddrinfo, as Node's own connections use it (/etc/hosts included), every address. */
export const systemResolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** Where a push is sent: the endpoint, and the one checked address the connection goes to. */
export interface PushTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** A push endpoint the server will not send to; `reason` is the learner-facing field message. */
export class PushEndpointRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PushEndpointRefused';
  }
}

/** The endpoint's host has no address (or resolving it failed): `transient` unless the name does not exist. */
export class PushEndpointUnresolved extends Error {
  constructor(
    readonly hostname: string,
    readonly transient: boolean,
    cause: unknown,
  ) {
    super(`the push endpoint's host ${hostname} did not resolve`, { cause });
    this.name = 'PushEndpointUnresolved';
  }
}

export const pushEndpointMessages = {
  notUrl: 'The push endpoint is not a URL',
  https: 'The push endpoint must be https',
  port: 'The push endpoint must use port 443',
  credentials: 'The push endpoint must not carry a user name or password',
  host: "The push endpoint is not at a browser's push service",
  address: "The push endpoint's host resolves to an address that is not public",
  noAddress: "The push endpoint's host has no address",
} as const;

export interface PushEndpointPolicyOptions {
  /**
   * Origins (`http://127.0.0.1:4567`) accepted besides the push services, from PUSH_TEST_ORIGINS:
   * never in production (config/env.ts refuses it). An IP-literal host there is the one address
   * that may be loopback or private; a name there is resolved and checked like any other.
   */
  testOrigins: readonly string[];
  resolveHost: ResolveHost;
}

/**
 * Which push endpoints the server sends to (issue 43, point 2): https on port 443 at a browser's
 * push service (push-services.ts), whose host resolves only to public addresses. Checked when a
 * subscription is stored and again at each send, where the checked address is the one connected to
 * (push-request.ts pins it), so a name that later resolves elsewhere (DNS rebinding) gains nothing.
 */
export function createPushEndpointPolicy(options: PushEndpointPolicyOptions) {
  const testOrigins = new Set(options.testOrigins.map((origin) => new URL(origin).origin));

  /** The endpoint's form: scheme, port, host. Throws PushEndpointRefused. */
  function checkForm(endpoint: string): { url: URL; test: boolean } {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new PushEndpointRefused(pushEndpointMessages.notUrl);
    }
    if (url.username !== '' || url.password !== '') throw new PushEndpointRefused(pushEndpointMessages.credentials);
    if (testOrigins.has(url.origin)) return { url, test: true };
    if (url.protocol !== 'https:') throw new PushEndpointRefused(pushEndpointMessages.https);
    // URL drops the scheme's default port: '' is 443 for https.
    if (url.port !== '') throw new PushEndpointRefused(pushEndpointMessages.port);
    if (!isPushServiceHost(url.hostname)) throw new PushEndpointRefused(pushEndpointMessages.host);
    return { url, test: false };
  }

  /** The address to connect to: every address of the host must be public (one bad one refuses all). */
  async function target(endpoint: string): Promise<PushTarget> {
    const { url, test } = checkForm(endpoint);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const literal = isIP(host);
    if (literal !== 0) {
      // Only a test origin names an IP address (push services are names); a test origin's is allowed.
      if (!test && !isPublicAddress(host)) throw new PushEndpointRefused(pushEndpointMessages.address);
      return { url, address: host, family: literal === 6 ? 6 : 4 };
    }
    let addresses: ResolvedAddress[];
    try {
      addresses = await options.resolveHost(host);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      throw new PushEndpointUnresolved(host, code !== 'ENOTFOUND' && code !== 'ENODATA', error);
    }
    const [first] = addresses;
    if (!first) throw new PushEndpointUnresolved(host, false, null);
    if (!addresses.every(({ address }) => isPublicAddress(address))) {
      throw new PushEndpointRefused(pushEndpointMessages.address);
    }
    return { url, address: first.address, family: first.family };
  }

  return { checkForm, target };
}
