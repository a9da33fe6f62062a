/*
 * Which push endpoints the server will post to (docs/decisions/065-web-push.md). A browser's push
 * service is always https on a public host. The server posts to whatever a player sends, so in
 * production anything else is refused: plain http, and hosts that name this machine or a
 * private network. Outside production an http endpoint on the loopback interface is accepted,
 * so tests can receive and decrypt real pushes.
 */

export const PUSH_ENDPOINT_MESSAGES = {
  invalid: 'Dit is geen geldig pushadres van je browser.',
  notHttps: 'Een pushadres moet met https:// beginnen.',
  privateHost: 'Dit pushadres wijst niet naar een pushdienst op internet.',
} as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** IPv4 literals of this machine, private networks, link-local and carrier-grade NAT. */
function isPrivateIpv4(host: string): boolean {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return false;
  const [a, b] = [Number(parts[1]), Number(parts[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

function isLocalHost(host: string): boolean {
  if (LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || isPrivateIpv4(host)) return true;
  // Every IPv6 literal: push services are reached by name, never by an address.
  return host.startsWith('[');
}

/**
 * Why the server will not post to `endpoint`, as a Dutch sentence for the player; undefined
 * when it will. `allowLoopbackHttp` outside production only.
 */
export function pushEndpointProblem(
  endpoint: string,
  options: { allowLoopbackHttp: boolean },
): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_ENDPOINT_MESSAGES.invalid;
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') {
    return PUSH_ENDPOINT_MESSAGES.invalid;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    return options.allowLoopbackHttp && LOOPBACK_HOSTS.has(host)
      ? undefined
      : PUSH_ENDPOINT_MESSAGES.notHttps;
  }
  if (url.protocol !== 'https:') return PUSH_ENDPOINT_MESSAGES.notHttps;
  if (isLocalHost(host)) {
    return options.allowLoopbackHttp && LOOPBACK_HOSTS.has(host)
      ? undefined
      : PUSH_ENDPOINT_MESSAGES.privateHost;
  }
  return undefined;
}
