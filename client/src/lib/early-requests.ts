/**
 * The API answers a signed-in learner's home asks for first, requested by index.html's preload
 * script while the app's code is still downloading (issue 47): the session check, the learning
 * progress, the beta settings and the price. Without them the home waited for three round trips after the
 * code had run: the session check once React rendered, then the progress once the session was
 * confirmed. The server still decides everything: a revoked session's check answers 401 as before.
 *
 * index.html keeps each request under its path, with the token it was sent with (router.test.tsx holds
 * its paths equal to the API client's URLs for those operations). The API client
 * (fetchApi) takes one instead of fetching when it asks the same path with the same token, once;
 * what the first screen did not take is dropped once that screen is shown (start-up only: a later
 * visit to the page asks the server again).
 */

interface EarlyRequest {
  /** The bearer token the request was sent with. */
  token: string;
  /** The Accept-Language it was sent with (the language index.html found the visit starts in). */
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Written by index.html's preload script: the early GETs by path. */
    __arkadEarlyRequests?: Partial<Record<string, EarlyRequest>>;
  }
}

function earlyRequests(): Partial<Record<string, EarlyRequest>> | undefined {
  return typeof window === 'undefined' ? undefined : window.__arkadEarlyRequests;
}

/**
 * The early answer to a GET of `path` sent with `token` and `language` (Accept-Language), taken (a
 * second call gets null), or null when there is none for that path, token and language.
 */
export function takeEarlyResponse(
  path: string,
  token: string | null,
  language: string | null,
): Promise<Response> | null {
  const requests = earlyRequests();
  const request = requests?.[path];
  if (!requests || !request || token === null || request.token !== token || request.language !== language) return null;
  delete requests[path];
  return request.response;
}

/** Forgets the early answers nobody took (the first screen has been shown). */
export function dropEarlyResponses(): void {
  if (typeof window !== 'undefined') delete window.__arkadEarlyRequests;
}
