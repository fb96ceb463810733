/**
 * Reads a `SHOP_NOW` setting: `YYYY-MM-DD` (noon UTC that day) or a full ISO
 * timestamp. Pure: the backend's and the storefront's clocks both use it.
 * null for an empty or unreadable value.
 */
export function parseShopNow(value: string | undefined): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}
