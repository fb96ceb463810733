import { ApiError } from './client';

/**
 * null when the API has no such thing (404) or the address cannot name one
 * (400), so the page can answer its localized 404; any other failure is thrown.
 */
export async function nullIfNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
