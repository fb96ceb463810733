/**
 * Text a visitor typed, put inside a sentence of ours, between first-strong
 * isolate and pop directional isolate (U+2068, U+2069): its own direction (a
 * right-to-left override in a name) turns only itself, never the words around
 * it. The plain-text twin of `<bdi>`, for a name inside a message.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
