export type ConsentCategory = 'statistics' | 'marketing';
export type PieceId = 'tag-manager' | 'chat' | 'reviews' | 'pixel' | 'newsletter' | 'customer-data';

/** A third-party piece as a page loads it once its category is accepted. */
export interface ThirdPartyScript {
  id: PieceId;
  category: ConsentCategory;
  src: string;
}

export const PIECES: Record<PieceId, ConsentCategory>;
export function thirdPartyScripts(setting: string | undefined): (ThirdPartyScript & { locales: string[] })[];
export function thirdPartyScriptsOf(locale: string, setting: string | undefined): ThirdPartyScript[];
export function thirdPartyOrigins(setting: string | undefined): string[];
