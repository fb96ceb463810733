import { GET, HEAD, POST } from '@/app/api/v1/[...path]/route';

const handlers = { GET, HEAD, POST } as const;

/** Calls the real /api/v1 route handler, as the HTTP server would. */
export async function callApi(
  path: string,
  { method = 'GET', locale = 'da', headers = {} }: { method?: keyof typeof handlers; locale?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method,
    headers: { 'accept-language': locale, ...headers },
  });
  const response = await handlers[method](request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
