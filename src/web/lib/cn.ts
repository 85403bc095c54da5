import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { twMergeConfig } from '@web/lib/tw-merge-config';

// tailwind-merge with only the class groups the app uses: the full configuration was most of
// its 8.6 KB in every page's first download (decision 012). cn.test.ts checks it merges every
// pair of the app's classes as the full one does.
const twMerge = createTailwindMerge(twMergeConfig);

/** Joins class names and lets a later Tailwind class override an earlier one (callers win over defaults). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
