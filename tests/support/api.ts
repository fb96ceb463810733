import { GET, HEAD, POST } from '@/app/api/v1/[...path]/route';

const handlers = { GET, HEAD, POST } as const;

/**
 * Calls the real /api/v1 route handler, as the HTTP server would. Without a
 * `locale` no `accept-language` is sent: the Danish site's data, with the
 * API's texts in English (server/messages).
 */
export async function callApi(
  path: string,
  { method = 'GET', locale, headers = {} }: { method?: keyof typeof handlers; locale?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method,
    headers: { ...(locale !== undefined && { 'accept-language': locale }), ...headers },
  });
  const response = await handlers[method](request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
