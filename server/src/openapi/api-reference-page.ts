import type { OpenApiDocument } from './openapi-document';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface OperationView {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

const json = (value: unknown): string => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, operation: OperationView): string {
  const params = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      return `<li><strong>${status}</strong> ${escapeHtml(response.description)}${schema ? `<details><summary>body</summary>${json(schema)}</details>` : ''}</li>`;
    })
    .join('');
  return `<section id="${escapeHtml(`${method}-${path}`)}">
<h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code>${operation.security ? ' <span class="auth">bearer token</span>' : ''}</h3>
<p>${escapeHtml(operation.summary ?? '')}${operation.description ? ` ${escapeHtml(operation.description)}` : ''}</p>
${params.length ? `<h4>Parameters</h4><ul>${params.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})<details><summary>schema</summary>${json(p.schema)}</details></li>`).join('')}</ul>` : ''}
${body ? `<h4>Request body</h4><details open><summary>JSON schema</summary>${json(body)}</details>` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</section>`;
}

/** A self-contained HTML reference of the API (no scripts, no external resources). */
export function renderApiReferencePage(document: OpenApiDocument): string {
  const sections = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => operationHtml(method, path, operation as OperationView)),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1c1917}
section{border-top:1px solid #e7e5e4;padding:.5rem 0}h3{font-size:1rem;margin:.5rem 0}
pre{background:#f5f5f4;padding:.5rem;overflow-x:auto;font-size:.8rem}.auth{font-size:.75rem;background:#fef3c7;padding:0 .4rem;border-radius:.25rem}
</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)} The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<h2>Error shape</h2>${json(document.components.schemas.ApiError)}
<h2>Routes</h2>
${sections}
</body></html>`;
}
