import * as operationsApi from '@shared/api/operations';
import type { ApiRouter } from '../http/api-router';
import { SENT } from '../http/api-router';
import { notFound } from '../lib/errors';
import { renderApiReferencePage } from './api-reference-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

// The document and the page are made from the operations declared in shared/api, the same for
// every app this process builds: each is made once, when first asked for. Made in every
// createApp they cost about 25 ms of start-up that no request needed (and 2.4 s of CPU in the API
// suite, which builds about a hundred apps).
let document: OpenApiDocument | undefined;
let documentBody: string | undefined;
let referencePage: string | undefined;

const openApiDocument = (): OpenApiDocument => (document ??= buildOpenApiDocument());
const openApiBody = (): string => (documentBody ??= JSON.stringify(openApiDocument()));
const apiReferencePage = (): string => (referencePage ??= renderApiReferencePage(openApiDocument()));

/** GET /api/openapi.json always; the readable reference page only outside production. */
export function openApiRoutes(api: ApiRouter, options: { serveReferencePage: boolean }): void {
  api.handle(operationsApi.openApiDocument, ({ res }) => {
    res.type('application/json').send(openApiBody());
    return SENT;
  });

  api.handle(operationsApi.apiReferencePage, ({ res }) => {
    if (!options.serveReferencePage) throw notFound('The API reference page is served in development only');
    // A page among the API's answers: its own inline styles, nothing else (no scripts, no requests).
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    res.type('text/html').send(apiReferencePage());
    return SENT;
  });
}
