import * as operationsApi from '@shared/api/operations';
import type { ApiRouter } from '../http/api-router';
import { SENT } from '../http/api-router';
import { notFound } from '../lib/errors';
import { renderApiReferencePage } from './api-reference-page';
import { buildOpenApiDocument } from './openapi-document';

/** GET /api/openapi.json always; the readable reference page only outside production. */
export function openApiRoutes(api: ApiRouter, options: { serveReferencePage: boolean }): void {
  const document = buildOpenApiDocument();
  const body = JSON.stringify(document);
  const page = renderApiReferencePage(document);

  api.handle(operationsApi.openApiDocument, ({ res }) => {
    res.type('application/json').send(body);
    return SENT;
  });

  api.handle(operationsApi.apiReferencePage, ({ res }) => {
    if (!options.serveReferencePage) throw notFound('The API reference page is served in development only');
    // A page among the API's answers: its own inline styles, nothing else (no scripts, no requests).
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    res.type('text/html').send(page);
    return SENT;
  });
}
