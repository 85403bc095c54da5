import { createTailwindMerge, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { sourceClassTokens } from '../../../scripts/tailwind-class-tokens.mjs';
import { cn } from '@web/lib/cn';
import { twMergeConfig } from '@web/lib/tw-merge-config';

const cutMerge = createTailwindMerge(twMergeConfig);
// The words of the source's strings that tailwind-merge knows as classes (it keeps an unknown word twice).
const classes = sourceClassTokens().filter((word) => twMerge(`${word} ${word}`) === word);

describe('cn', () => {
  it('lets a later class override an earlier one of the same kind', () => {
    expect(cn('px-4 py-2 hover:bg-accent', 'px-2 hover:bg-white/10')).toBe(
      'py-2 px-2 hover:bg-white/10',
    );
    const invalid = false as boolean;
    expect(cn('text-sm text-muted-foreground', invalid && 'text-red-600', 'text-brand-700')).toBe(
      'text-sm text-brand-700',
    );
  });

  // If this fails, a class of a new kind is in the source: run `node scripts/tw-merge-subset.mjs`.
  // Classes under different variants (hover:, sm:) never conflict, so each pair is taken within its variant.
  it('merges every pair of the app’s classes as the full tailwind-merge does', () => {
    expect(classes.length).toBeGreaterThan(300);
    const byVariant = new Map<string, string[]>();
    for (const word of classes) {
      const variant = word.slice(0, word.lastIndexOf(':') + 1);
      byVariant.set(variant, [...(byVariant.get(variant) ?? []), word]);
    }
    const differences: string[] = [];
    for (const group of byVariant.values()) {
      for (const first of group) {
        for (const second of group) {
          const pair = `${first} ${second}`;
          if (cutMerge(pair) !== twMerge(pair)) differences.push(pair);
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  }, 60_000);
});
