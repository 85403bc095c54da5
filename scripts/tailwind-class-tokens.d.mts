/** The Tailwind-looking words of the web app's source strings (tailwind-class-tokens.mjs). */
export function sourceClassTokens(root?: string): string[];
